import type { TFunction } from 'i18next';
import { sessionsTexts } from './texts.ts';

/**
 * Minutes in words for a screen reader, in the interface language: "1 час 5 минут", "2 hours".
 * The plural form comes from the language's own rules (Russian has three); each language's texts
 * carry every form under the same keys, so the key sets of ru and en stay equal.
 */
export function spokenMinutes(t: TFunction, minutes: number, language: string): string {
  const rules = new Intl.PluralRules(language);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(t(`sessions.spoken.hours.${rules.select(hours)}`, { ns: sessionsTexts, n: hours }));
  if (rest > 0 || hours === 0) parts.push(t(`sessions.spoken.minutes.${rules.select(rest)}`, { ns: sessionsTexts, n: rest }));
  return parts.join(' ');
}

/** Whole minutes left until `end` at `now`, the minute begun counting as one (as "Ends in 5 min" does). */
export const minutesLeft = (end: string, now: Date): number => Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / 60_000));
