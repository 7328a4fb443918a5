import './texts.ts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/sessions';
import { currentCity } from '../city/current-city.ts';
import { openPaymentModal } from '../payments/payment-modal-store.ts';
import { useSiteOptions } from '../site/get-site-options.ts';
import { formatSessionTime } from './format-session-time.ts';
import { remainingTime, remainingTimeText } from './remaining-time.ts';
import { SessionProgress } from './session-progress.tsx';
import { useActiveSessions } from './use-active-sessions.ts';
import { useNow } from './use-now.ts';
import { zoneLabel } from './zone-label.ts';

const CancelSessionDialog = lazy(async () => ({ default: (await import('./cancel-session-dialog.tsx')).CancelSessionDialog }));

interface Props {
  /**
   * Replaces the Cancel button of each session: cities without a balance postpone a session
   * instead of cancelling it (spec: "shows a different cancel button").
   */
  cancelAction?: (session: TSession) => ReactNode;
}

/**
 * The driver's current parkings (the right column of /profile/parking): plate, zone, from and to,
 * the time left with a progress bar, Extend and Cancel. Cities without a balance have neither the
 * progress bar nor Extend.
 */
export function ActiveSessions({ cancelAction }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sessions, isError, refetch } = useActiveSessions();
  const noBalance = useSiteOptions().data?.settings.dontUseBalance ?? false;
  const [cancelling, setCancelling] = useState<TSession | null>(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" mb="sm" id={titleId}>
        {t('sessions.title')}
      </Title>
      {!sessions && isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('sessions.loadFailed')}
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !sessions ? (
        <Skeleton h={96} />
      ) : sessions.length === 0 ? (
        <Text c="dimmed">{t('sessions.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              withBalance={!noBalance}
              cancel={cancelAction ? cancelAction(session) : <CancelButton session={session} onClick={() => setCancelling(session)} />}
            />
          ))}
        </Stack>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      )}
    </Paper>
  );
}

function SessionItem({ session, withBalance, cancel }: { session: TSession; withBalance: boolean; cancel: ReactNode }) {
  const { t } = useTranslation();
  const now = useNow();
  const plate = session.transport.numberTs;
  return (
    <Paper component="li" aria-label={plate} withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{plate}</Text>
          <Text fz="sm" c="dimmed">
            {zoneLabel(t, session)}
          </Text>
        </Group>
        <Text fz="sm">
          {t('sessions.from')} {formatSessionTime(session.startDate)} · {t('sessions.to')} {formatSessionTime(session.endDate)}
        </Text>
        <Text fw={600}>{remainingTimeText(t, remainingTime(session.endDate, now, currentCity.timeZone))}</Text>
        {withBalance && <SessionProgress session={session} now={now} />}
        <Group gap="xs">
          {withBalance && (
            <Button size="xs" variant="light" onClick={() => openPaymentModal({ type: 'renew', session })} aria-label={t('sessions.extendLabel', { plate })}>
              {t('sessions.extend')}
            </Button>
          )}
          {cancel}
        </Group>
      </Stack>
    </Paper>
  );
}

function CancelButton({ session, onClick }: { session: TSession; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="subtle" color="red" onClick={onClick} aria-label={t('sessions.cancelLabel', { plate: session.transport.numberTs })}>
      {t('sessions.cancel')}
    </Button>
  );
}
