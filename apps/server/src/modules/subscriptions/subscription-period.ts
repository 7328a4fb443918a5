import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import { subscriptionEndDate, subscriptionStartBounds } from '@city-parking/contract/subscriptions/subscription-type';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import { AppError } from '../../errors/app-error.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO date and time with an offset (an instant), or without one (the city's wall clock). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A subscription's period: whole days on the city's clock, [start, end). */
export interface SubscriptionPeriod {
  startDate: string;
  start: Date;
  end: Date;
}

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return DATE.test(date) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The city's date that `timestart` names: a date as it is, a date-time with an offset on the city's clock, one without as written. */
function dateOf(timestart: string, timeZone: string): string {
  const text = timestart.trim();
  if (DATE.test(text)) {
    if (!isRealDate(text)) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
    return text;
  }
  const match = ISO_DATE_TIME.exec(text);
  const instant = match ? new Date(text) : null;
  if (!match || !instant || Number.isNaN(instant.getTime()) || !isRealDate(match[1]!)) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
  return match[2] ? wallClockAt(instant, timeZone).date : match[1]!;
}

/**
 * The period a subscription of `type` bought at `at` covers. prev_day is yesterday, whatever
 * timestart says; any other type starts on the date timestart names, which must lie between the
 * city's offset (in days from today) and one month ahead, both included. A constructed offer's
 * `days` is its exact length, which its type only approximates.
 */
export function periodOf(
  type: TSubscriptionType,
  timestart: string | null | undefined,
  offsetDays: number,
  at: Date,
  timeZone: string,
  days?: number | null,
): SubscriptionPeriod {
  const today = wallClockAt(at, timeZone).date;
  let startDate: string;
  if (type === 'prev_day') startDate = addDays(today, -1);
  else {
    // A form sends a missing value as the text "null".
    if (!timestart?.trim() || timestart.trim() === 'null') throw new AppError('ValidationError', { timestart: 'RequiredField' });
    startDate = dateOf(timestart, timeZone);
    const { first, last } = subscriptionStartBounds(today, offsetDays);
    if (startDate < first || startDate > last) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
  }
  const endDate = days ? addDays(startDate, days) : subscriptionEndDate(type, startDate);
  return { startDate, start: instantOf(startDate, 0, timeZone), end: instantOf(endDate, 0, timeZone) };
}
