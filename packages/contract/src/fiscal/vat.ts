import type { TSettlementMethod, TVatRate } from './fiscal-terms.ts';

/** The VAT rate of 2026, in per cent. */
export const VAT_PERCENT = 22;

/**
 * The VAT included in `sum` kopecks at 22 %: sum × 22 / 122, rounded half up to the kopeck, in
 * integers only (a float of 22/122 is not exact). Zero without VAT.
 */
export function includedVat(sum: number, rate: TVatRate): number {
  if (!Number.isSafeInteger(sum) || sum < 0) throw new RangeError(`a sum is whole kopecks, not below zero, got ${sum}`);
  if (rate === 'none') return 0;
  const parts = 100 + VAT_PERCENT;
  // Half up: floor((2·sum·22 + 122) / (2·122)).
  return Math.floor((2 * sum * VAT_PERCENT + parts) / (2 * parts));
}

/**
 * The rate an item takes: none where the seller charges no VAT; otherwise the calculated rate
 * 22/122 for an advance (the service is not yet supplied, so the sum is the base plus its tax) and
 * 22 % for a service paid in full.
 */
export function vatRateOf(chargesVat: boolean, method: TSettlementMethod): TVatRate {
  if (!chargesVat) return 'none';
  return method === 'advance' ? 'vat22_122' : 'vat22';
}
