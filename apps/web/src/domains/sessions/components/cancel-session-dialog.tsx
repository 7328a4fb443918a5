import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, rublesToKopecks } from '@city-parking/contract/format/format-money';
import type { TSession } from '@city-parking/contract/payments/sessions';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useCancelSession } from '../api/cancel-session.ts';
import { sessionsTexts } from '../texts.ts';

interface Props {
  session: TSession;
  onClose: () => void;
}

/**
 * Asks before cancelling a paid session: the parking is deleted and cannot be paid for afterwards.
 * The outcome stays in the dialog, and the confirm button stays disabled once there is one, so a
 * second click can never send a second cancel.
 */
export function CancelSessionDialog({ session, onClose }: Props) {
  const { t } = useTranslation(sessionsTexts);
  const cancel = useCancelSession();
  const settled = cancel.isSuccess || cancel.isError;
  return (
    <Modal opened onClose={onClose} title={t('sessions.cancelTitle')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        <Text>{t('sessions.cancelQuestion', { plate: session.transport.numberTs, zone: session.zone })}</Text>
        <Text fz="sm" c="dimmed">
          {t('sessions.cancelWarning')}
        </Text>
        {cancel.isSuccess && (
          <Alert color="green" role="status">
            {t('sessions.cancelled')} {t('sessions.refund', { amount: `${formatMoney(rublesToKopecks(cancel.data))} ₽` })}
          </Alert>
        )}
        {cancel.isError && (
          <ErrorAlert>
            {t('sessions.cancelFailed')} {errorMessage(t, cancel.error)}
          </ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {settled ? t('sessions.cancelDone') : t('sessions.cancelKeep')}
          </Button>
          <Button color="red" loading={cancel.isPending} disabled={settled} onClick={() => cancel.mutate(session.reservationId)}>
            {t('sessions.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
