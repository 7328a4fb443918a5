import { REFILL_MAX_RUB } from './refill.ts';

/** Why a typed top-up amount cannot be paid, as the errorName of the spec's message for it. */
export type TRefillAmountIssue = 'RequiredField' | 'ItNeedToBeANumber' | 'SumMustBeGreaterThanZero' | 'InvalidFormat' | 'RefillAmountCanNotBeMaxAllowable';

// A signed number with a dot or a comma, as a person types it; spaces (thousands, around) are dropped first.
const NUMBER = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const MONEY = /^\+?\d*(?:[.,]\d{0,2})?$/;

/**
 * The top-up amount rule of the spec (required, a number, greater than zero), which the form shows
 * before sending and the server applies again: " 100 " and "1,5" are amounts, "0" and "-50" are not
 * above zero, "10.999" has more than kopecks, and nothing above REFILL_MAX_RUB is taken.
 */
export function refillAmountRule(text: string): { kopecks: number; issue: null } | { kopecks: null; issue: TRefillAmountIssue } {
  const value = text.replace(/\s/g, '');
  if (!value) return { kopecks: null, issue: 'RequiredField' };
  if (!NUMBER.test(value)) return { kopecks: null, issue: 'ItNeedToBeANumber' };
  if (!(Number(value.replace(',', '.')) > 0)) return { kopecks: null, issue: 'SumMustBeGreaterThanZero' };
  if (!MONEY.test(value)) return { kopecks: null, issue: 'InvalidFormat' };
  const [whole = '', fraction = ''] = value.replace('+', '').split(/[.,]/);
  const kopecks = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (kopecks === 0) return { kopecks: null, issue: 'SumMustBeGreaterThanZero' };
  if (kopecks > REFILL_MAX_RUB * 100) return { kopecks: null, issue: 'RefillAmountCanNotBeMaxAllowable' };
  return { kopecks, issue: null };
}
