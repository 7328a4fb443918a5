/**
 * The constructor's price rule, versioned: a change of any number here is a new version, so that
 * offers built under the old rule keep their own codes and prices (see constructorOfferCode).
 */
export const CONSTRUCTOR_PRICE_VERSION = 1;

/** Kopecks per zone per day of a pass: special zones (the centre, an embankment) cost more. */
export const CONSTRUCTOR_DAY_RATE = { ordinary: 20_000, special: 35_000 } as const;

/** Percent of the daily price paid per day by length: longer periods are cheaper per day. */
const LENGTH_FACTORS: readonly [fromDays: number, percent: number][] = [
  [90, 60],
  [30, 70],
  [7, 85],
  [1, 100],
];

/** What the constructor sells for each choice: a pass, and a 50 % discount card at 40 % of the pass's price. */
export const CONSTRUCTOR_SALES: readonly { sale: number; pricePercent: number }[] = [
  { sale: 100, pricePercent: 100 },
  { sale: 50, pricePercent: 40 },
];

/** The percent of the daily price a period of `days` pays per day. */
export function lengthFactorPercent(days: number): number {
  return LENGTH_FACTORS.find(([from]) => days >= from)?.[1] ?? 100;
}

export interface ConstructorPriceInput {
  /** Whether each chosen zone is special. */
  zones: readonly { special: boolean }[];
  days: number;
  /** The percent of a pass's price the offer costs (CONSTRUCTOR_SALES). */
  pricePercent: number;
}

/**
 * Kopecks of a constructed offer: the zones' day rates, times the days, times the length factor,
 * times the offer's share of a pass, rounded to whole roubles (half a rouble up). Integer
 * arithmetic throughout, so that no price depends on floating-point error.
 */
export function constructorPrice({ zones, days, pricePercent }: ConstructorPriceInput): number {
  const perDay = zones.reduce((sum, zone) => sum + (zone.special ? CONSTRUCTOR_DAY_RATE.special : CONSTRUCTOR_DAY_RATE.ordinary), 0);
  // Kopecks times 100 × 100 (two percents): divided by 10^4 for kopecks and by 100 more for roubles.
  const scaled = perDay * days * lengthFactorPercent(days) * pricePercent;
  return Math.floor((scaled + 500_000) / 1_000_000) * 100;
}
