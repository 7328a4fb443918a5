import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { currentCity } from '@/lib/city/current-city.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { cancelTooLate } from '../cancel-too-late.ts';
import { isOpenEnded } from '../open-ended.ts';
import { remainingTime, remainingTimeText } from '../remaining-time.ts';
import { SessionCard } from './session-card.tsx';
import { SessionActionButton } from './session-action-button.tsx';
import { SessionPeriod } from './session-period.tsx';
import { SessionProgress } from './session-progress.tsx';
import { RunningSession } from './running-session.tsx';
import { SessionCountdown } from './session-countdown.tsx';
import { useNow } from '../use-now.ts';
import { sessionsTexts } from '../texts.ts';

/** One current parking: plate, zone, period, time left with a progress bar, Extend and Cancel. */
export function SessionItem({ session, withBalance, cancel }: { session: TSession; withBalance: boolean; cancel: ReactNode }) {
  const { t } = useTranslation(sessionsTexts);
  const now = useNow();
  const plate = session.transport.numberTs;
  return (
    <SessionCard session={session}>
      {isOpenEnded(session) ? (
        <RunningSession session={session} now={now} />
      ) : (
        <>
          <SessionPeriod session={session} />
          {/* The visible time may change every second; screen readers hear it once a minute, from the countdown. */}
          <Text fw={600}>{remainingTimeText(t, remainingTime(session.endDate, now, currentCity.timeZone))}</Text>
          <SessionCountdown plate={plate} endDate={session.endDate} now={now} />
        </>
      )}
      {withBalance && <SessionProgress session={session} now={now} />}
      <Group gap="xs">
        {withBalance && (
          <SessionActionButton
            label={t('sessions.extend')}
            ariaLabel={t('sessions.extendLabel', { plate })}
            onClick={() => openPaymentModal({ type: 'renew', session })}
          />
        )}
        {cancel}
      </Group>
    </SessionCard>
  );
}

/** Disabled with the server's own reason once too little time is left (it would refuse with NoSaving). */
export function CancelButton({ session, onClick }: { session: TSession; onClick: () => void }) {
  const { t } = useTranslation(sessionsTexts);
  const now = useNow();
  return (
    <SessionActionButton
      label={t('sessions.cancel')}
      ariaLabel={t('sessions.cancelLabel', { plate: session.transport.numberTs })}
      onClick={onClick}
      danger
      unavailable={cancelTooLate(session, now) ? t('NoSaving', { ns: 'errors' }) : null}
    />
  );
}
