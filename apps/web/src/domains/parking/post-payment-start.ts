import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';

/** Pay from now (today), or afterwards for a start earlier today (postPayment) or yesterday (postPaymentYesterday). */
export const PAYMENT_TYPES = ['today', 'postPayment', 'postPaymentYesterday'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export type PostPaymentStart = { timestart?: string; issue?: never } | { timestart?: never; issue: 'RequiredField' | 'InvalidFormat' | 'FuturePost' };

/**
 * The start of a post-payment from a time picked as HH:mm on the city's clock: today's, or
 * yesterday's for postPaymentYesterday. A start in the future is FuturePost and is never sent.
 * Paying from now has no start time at all.
 */
export function postPaymentStart(type: PaymentType, time: string, now: Date, timeZone: string): PostPaymentStart {
  if (type === 'today') return {};
  if (time === '') return { issue: 'RequiredField' };
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minute >= 0 && minute < 1440)) return { issue: 'InvalidFormat' };
  const today = wallClockAt(now, timeZone).date;
  const instant = instantOf(type === 'postPaymentYesterday' ? addDays(today, -1) : today, minute, timeZone);
  // The picked minute counts as started once the clock shows it: 10:30 may be chosen from 10:30:00.
  if (instant.getTime() > now.getTime()) return { issue: 'FuturePost' };
  return { timestart: instant.toISOString() };
}
