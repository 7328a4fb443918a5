import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { sessionsTexts } from '../texts.ts';

/** How much of a session's paid time has gone, as a bar. */
export function SessionProgress({ session, now }: { session: TSession; now: Date }) {
  const { t } = useTranslation(sessionsTexts);
  const start = Date.parse(session.startDate);
  const length = Date.parse(session.endDate) - start;
  const elapsed = length > 0 ? Math.min(100, Math.max(0, ((now.getTime() - start) / length) * 100)) : 100;
  return <Progress value={elapsed} size="sm" aria-label={t('sessions.progress')} transitionDuration={0} />;
}
