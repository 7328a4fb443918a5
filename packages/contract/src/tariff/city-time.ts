import { clockPartsAt } from '../format/clock-parts.ts';

/**
 * Wall-clock time of a city. Tariffs, the production calendar and post-payment days are all in the
 * city's own time, whatever the time zone of the server or the browser.
 */
export interface TWallClock {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

/** The city's date and minute of the day at an instant (seconds are dropped). */
export function wallClockAt(instant: Date, timeZone: string): TWallClock {
  const { year, month, day, hour, minute } = clockPartsAt(instant, timeZone);
  return { date: `${year}-${month}-${day}`, minute: Number(hour) * 60 + Number(minute) };
}

/** Minutes the city's clock is ahead of UTC at an instant. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, minute } = wallClockAt(instant, timeZone);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant at which the city's clock shows `date` and `minute`. */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  // The offset at the guess is right except within an hour of a clock change; a second look settles it.
  const first = guess - utcOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - utcOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** A calendar date `days` later (or earlier when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** "HH:mm" or "HH:mm:ss" to minutes since midnight; "24:00" is 1440. */
export function minuteOfTime(text: string): number {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}
