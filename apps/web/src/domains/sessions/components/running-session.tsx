import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useRunningCost } from '../api/use-running-cost.ts';
import { elapsedSeconds, elapsedTime } from '../elapsed-time.ts';
import { formatSessionTime } from '../format-session-time.ts';
import { sessionsTexts } from '../texts.ts';

/**
 * A session of a city without a balance while it runs: since when, how long it has run (ticking
 * with `now`), and what it has come to so far by the server's count, refreshed each minute.
 */
export function RunningSession({ session, now }: { session: TSession; now: Date }) {
  const { t } = useTranslation(sessionsTexts);
  const { rubles } = useMoney();
  const cost = useRunningCost(session.id);
  return (
    <>
      <Text fz="sm">
        {t('sessions.from')} {formatSessionTime(session.startDate)}
      </Text>
      <Text fw={600}>
        {t('sessions.elapsed')} <time dateTime={`PT${elapsedSeconds(session.startDate, now)}S`}>{elapsedTime(session.startDate, now)}</time>
      </Text>
      {/* One line of the same height whether the figure is loading, known or unknown. */}
      <Text fz="sm" mih={22}>
        {cost.data ? (
          t('sessions.costSoFar', { amount: rubles(cost.data.totalcost) })
        ) : cost.isError ? (
          <Text span fz="sm" c="dimmed">
            {t('sessions.costUnknown')}
          </Text>
        ) : (
          <Skeleton component="span" display="inline-block" h={14} w={160} aria-label={t('sessions.costLoading')} />
        )}
      </Text>
    </>
  );
}
