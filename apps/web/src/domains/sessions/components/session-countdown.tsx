import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesLeft, spokenMinutes } from '../spoken-minutes.ts';
import { sessionsTexts } from '../texts.ts';

/**
 * The time left of a paid session for screen readers: a polite live region whose text is whole
 * minutes, so it changes (and is read) once a minute however often the visible timer around it
 * ticks. The plate leads, for a driver with several parkings.
 */
export function SessionCountdown({ plate, endDate, now }: { plate: string; endDate: string; now: Date }) {
  const { t, i18n } = useTranslation(sessionsTexts);
  const left = minutesLeft(endDate, now);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="session-countdown">
      {left > 0 ? t('sessions.spoken.left', { plate, time: spokenMinutes(t, left, i18n.language) }) : t('sessions.spoken.ended', { plate })}
    </VisuallyHidden>
  );
}
