import { z } from 'zod/mini';
import { addDays } from '../tariff/city-time.ts';

/** What a subscription covers: yesterday (for a driver who parked without paying), a day, a week, a month, a quarter or a year. */
export const SUBSCRIPTION_TYPES = ['prev_day', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TSubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** A type as it arrives: the spec's servers spell the month `mounth`, which is read as `month`. */
export const ZSubscriptionType = z.pipe(
  z.enum([...SUBSCRIPTION_TYPES, 'mounth']),
  z.transform((type): TSubscriptionType => (type === 'mounth' ? 'month' : type)),
);

/** How far ahead a subscription may start: one month from the city's today. */
export const SUBSCRIPTION_MAX_AHEAD_MONTHS = 1;

/** A calendar date `months` later, on the same day or the month's last one (31 January + 1 month is 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The first day after a subscription of `type` that starts on `startDate` (both on the city's
 * clock): it covers whole days, from the start date's midnight to this date's midnight.
 */
export function subscriptionEndDate(type: TSubscriptionType, startDate: string): string {
  switch (type) {
    case 'prev_day':
    case 'day':
      return addDays(startDate, 1);
    case 'week':
      return addDays(startDate, 7);
    case 'month':
      return addMonths(startDate, 1);
    case 'quarter':
      return addMonths(startDate, 3);
    case 'year':
      return addMonths(startDate, 12);
  }
}

/**
 * The start dates a driver may choose on `today` (the city's date): from the city's configured
 * offset in days to one month ahead, both included. A `prev_day` subscription always starts
 * yesterday and is not chosen.
 */
export function subscriptionStartBounds(today: string, offsetDays: number): { first: string; last: string } {
  return { first: addDays(today, offsetDays), last: addMonths(today, SUBSCRIPTION_MAX_AHEAD_MONTHS) };
}
