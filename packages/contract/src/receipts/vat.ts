/** VAT rate from 1 January 2026 (RUSSIAN-RULES.md; fiscal tag 1199 value 12 is 22/122). */
export const VAT_PERCENT = 22;

/**
 * The VAT included in a gross sum of kopecks: sum × rate / (100 + rate), rounded half up to the
 * kopeck (integers only, so 1 000 ₽ is exactly 180,33 ₽ of VAT).
 */
export function vatIncluded(kopecks: number, percent: number = VAT_PERCENT): number {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new Error(`VAT is computed on whole kopecks, got ${kopecks}`);
  return Math.floor((2 * kopecks * percent + (100 + percent)) / (2 * (100 + percent)));
}
