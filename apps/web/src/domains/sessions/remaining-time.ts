import type { TFunction } from 'i18next';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { sessionsTexts } from './texts.ts';

/** At this many minutes left or fewer the end is told relatively ("in 5 min") rather than by the clock (spec §9). */
export const RELATIVE_MINUTES = 15;

/** How a session's end is told: relatively when close, by the clock later today, by date and time beyond. */
export type RemainingTime =
  { kind: 'now' } | { kind: 'soon'; minutes: number } | { kind: 'today'; time: string } | { kind: 'later'; date: string; time: string };

/** The end of a session as the driver reads it at `now`, on the city's clock (not the browser's). */
export function remainingTime(end: Date | string, now: Date, timeZone: string): RemainingTime {
  const endsAt = end instanceof Date ? end : new Date(end);
  const left = endsAt.getTime() - now.getTime();
  if (left < 60_000) return { kind: 'now' };
  if (left <= RELATIVE_MINUTES * 60_000) return { kind: 'soon', minutes: Math.ceil(left / 60_000) };
  const time = formatDateTime(endsAt, 'HH:mm', timeZone);
  if (wallClockAt(endsAt, timeZone).date === wallClockAt(now, timeZone).date) return { kind: 'today', time };
  return { kind: 'later', date: formatDateTime(endsAt, 'DD.MM.YYYY', timeZone), time };
}

/** The remaining-time text in the interface language (texts under `sessions.left.*`). */
export function remainingTimeText(t: TFunction, remaining: RemainingTime): string {
  return t(`sessions.left.${remaining.kind}`, { ...remaining, ns: sessionsTexts });
}
