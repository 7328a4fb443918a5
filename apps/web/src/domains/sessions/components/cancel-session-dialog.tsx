import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useCancelSession } from '../api/cancel-session.ts';
import { cancelTooLate } from '../cancel-too-late.ts';
import { useNow } from '../use-now.ts';
import { sessionsTexts } from '../texts.ts';

interface Props {
  session: TSession;
  onClose: () => void;
}

/**
 * Asks before cancelling a paid session: the parking is deleted and cannot be paid for afterwards.
 * The outcome stays in the dialog, and the confirm button stays disabled once there is one; the
 * guard stops a second click that lands before the next render, so a double click sends one cancel.
 */
export function CancelSessionDialog({ session, onClose }: Props) {
  const { t } = useTranslation(sessionsTexts);
  const { rubles } = useMoney();
  const cancel = useCancelSession();
  const guard = useSubmitGuard();
  const settled = cancel.isSuccess || cancel.isError;
  // Opened moments before the limit (or from a list that does not check it): say why instead of promising a refund.
  const now = useNow();
  const tooLate = cancelTooLate(session, now) && !settled;
  // Never released: one dialog cancels its session once, whatever the answer.
  const confirm = () => {
    if (guard.hold()) cancel.mutate(session.reservationId);
  };
  return (
    <Modal opened onClose={onClose} title={t('sessions.cancelTitle')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack>
        <Text>{t('sessions.cancelQuestion', { plate: session.transport.numberTs, zone: session.zone })}</Text>
        {tooLate ? (
          <Alert color="yellow" role="status">
            {t('NoSaving', { ns: 'errors' })}
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('sessions.cancelWarning')}
          </Text>
        )}
        {cancel.isSuccess && (
          <Alert color="green" role="status">
            {t('sessions.cancelled')} {t('sessions.refund', { amount: rubles(cancel.data) })}
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
          <Button color="red" loading={cancel.isPending} disabled={settled || tooLate} onClick={confirm}>
            {t('sessions.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
