import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { formatSessionTime } from '../format-session-time.ts';
import { sessionsTexts } from '../texts.ts';

/** When a session began and, once it has an end, when it ends: "From 10:00 · To 11:00". */
export function SessionPeriod({ session }: { session: Pick<TSession, 'startDate' | 'endDate'> }) {
  const { t } = useTranslation(sessionsTexts);
  return (
    <Text fz="sm">
      {t('sessions.from')} {formatSessionTime(session.startDate)}
      {session.endDate && ` · ${t('sessions.to')} ${formatSessionTime(session.endDate)}`}
    </Text>
  );
}
