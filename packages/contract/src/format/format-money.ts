const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Roubles and kopecks of an amount in kopecks, the rouble part grouped by thousands with spaces. */
export function splitMoney(kopecks: number): { sign: '' | '-'; whole: string; fraction: string } {
  const value = Math.round(kopecks);
  const absolute = Math.abs(value);
  return {
    sign: value < 0 ? '-' : '',
    whole: groupThousands(String(Math.floor(absolute / 100))),
    fraction: String(absolute % 100).padStart(2, '0'),
  };
}

/** An amount in kopecks as roubles with two decimals: 123456789 → "1 234 567.89". */
export function formatMoney(kopecks: number): string {
  const { sign, whole, fraction } = splitMoney(kopecks);
  return `${sign}${whole}.${fraction}`;
}

/** Roubles as typed or sent by the API ("12.5", 12.5) to whole kopecks. */
export function rublesToKopecks(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(number)) throw new RangeError(`not an amount: ${String(value)}`);
  return Math.round(number * 100);
}

export function kopecksToRubles(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

/**
 * Roubles as a person types them ("150", "150,5", "1 000.05") to whole kopecks; null for anything
 * that is not a non-negative amount with at most two decimals.
 */
export function parseTypedRubles(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
