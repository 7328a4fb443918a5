import type { TDayCode } from '../parking/map-info.ts';
import { addDays, minuteOfTime, wallClockAt } from './city-time.ts';
import type { TProductionCalendar } from './day-type.ts';
import { TariffError } from './tariff-error.ts';

/** One price row of a zone: kopecks per hour from `from` to `to` (HH:mm:ss, "24:00:00" ends the day) on days of `type`. */
export interface TTariffPrice {
  type: TDayCode;
  from: string;
  to: string;
  price: number;
}

/** Roubles per hour charged in a zone that has no price rows at all (spec: default zone price 50). */
export const DEFAULT_ZONE_PRICE_RUB = 50;

/** One line of the interval table: a stretch of the session under one price. */
export interface TCostInterval {
  /** ISO instants. */
  from: string;
  to: string;
  daycode: TDayCode;
  minutes: number;
  /** Kopecks per hour. */
  pricePerHour: number;
  /** Kopecks, floored. */
  cost: number;
  /** Kopecks taken off this stretch by a benefit; present only when the cost was asked with benefits. */
  discount?: number;
}

/**
 * A benefit (a driver's subscription) for the session's plate and zone: the minutes of the session
 * wholly inside [from, to) get `percent` off. Stretches are cut at its edges.
 */
export interface TCostBenefit {
  from: Date;
  to: Date;
  percent: number;
}

export interface TCost {
  intervals: TCostInterval[];
  /** Kopecks before the discount. */
  total: number;
  /** Kopecks taken off by the discount. */
  discount: number;
  /** Kopecks to pay: total minus discount. */
  toPay: number;
  /** The discount percent applied, floored to one decimal. */
  discountPercent: number;
}

export interface TCostInput {
  prices: readonly TTariffPrice[];
  start: Date;
  minutes: number;
  timeZone: string;
  calendar: TProductionCalendar;
  /** One percent off the whole sum. */
  discountPercent?: number;
  /** Benefits priced stretch by stretch; a stretch gets the larger of its benefit's percent and discountPercent. */
  benefits?: readonly TCostBenefit[];
}

/** A row's end in minutes; rows written to end at 23:59 or 23:59:59 run to midnight. */
const endOf = (to: string) => {
  const minute = minuteOfTime(to);
  return minute >= 1439 ? 1440 : minute;
};

function defaultPrices(): TTariffPrice[] {
  return (['default', 'saturday', 'sunday', 'holiday'] as const).map((type) => ({
    type,
    from: '00:00:00',
    to: '24:00:00',
    price: DEFAULT_ZONE_PRICE_RUB * 100,
  }));
}

/** Tenths of a percent as an integer, so that 12.35 % is 123 and never 123.4999…. */
const tenthsOf = (percent: number) => Math.max(0, Math.min(1000, Math.floor(percent * 10 + 1e-9)));

/** A benefit as the session's minutes it covers: [first, end) counted from the session's first minute. */
function coveredMinutes(benefit: TCostBenefit, startMs: number) {
  return {
    first: Math.ceil((benefit.from.getTime() - startMs) / 60_000),
    end: Math.floor((benefit.to.getTime() - startMs) / 60_000),
    tenths: tenthsOf(benefit.percent),
  };
}

/**
 * The cost of parking `minutes` from `start`: the session is cut where the price changes (a tariff
 * interval ends, or midnight brings another day type) and where a benefit begins or ends, each piece
 * costs its hourly price for its minutes floored to whole kopecks, and the discount is taken off the
 * sum (without benefits) or off each piece by its benefit's percent (floored per piece).
 */
export function calculateCost({ prices, start, minutes, timeZone, calendar, discountPercent = 0, benefits }: TCostInput): TCost {
  if (!Number.isInteger(minutes) || minutes < 0) throw new TariffError('CostCalculationError');
  const rows = prices.length > 0 ? prices : defaultPrices();
  const intervals: TCostInterval[] = [];
  let { date, minute } = wallClockAt(start, timeZone);
  const startMs = Math.floor(start.getTime() / 60_000) * 60_000;
  const covered = (benefits ?? []).map((b) => coveredMinutes(b, startMs)).filter((b) => b.first < b.end);
  const edges = covered.flatMap((b) => [b.first, b.end]);
  const tenths = tenthsOf(discountPercent);
  let elapsed = 0;
  while (elapsed < minutes) {
    const daycode = calendar.dayType(date);
    const row = rows.find((p) => p.type === daycode && minuteOfTime(p.from) <= minute && minute < endOf(p.to));
    if (!row) throw new TariffError('TariffNotFound');
    const nextEdge = Math.min(...edges.filter((edge) => edge > elapsed), Infinity);
    const take = Math.min(endOf(row.to) - minute, minutes - elapsed, nextEdge - elapsed);
    const cost = Math.floor((row.price * take) / 60);
    const benefitTenths = covered.reduce((best, b) => (b.first <= elapsed && elapsed < b.end ? Math.max(best, b.tenths) : best), tenths);
    intervals.push({
      from: new Date(startMs + elapsed * 60_000).toISOString(),
      to: new Date(startMs + (elapsed + take) * 60_000).toISOString(),
      daycode,
      minutes: take,
      pricePerHour: row.price,
      cost,
      ...(benefits ? { discount: Math.floor((cost * benefitTenths) / 1000) } : {}),
    });
    elapsed += take;
    minute += take;
    if (minute >= 1440) {
      minute = 0;
      date = addDays(date, 1);
    }
  }
  const total = intervals.reduce((sum, interval) => sum + interval.cost, 0);
  if (!benefits) {
    const discount = Math.floor((total * tenths) / 1000);
    return { intervals, total, discount, toPay: total - discount, discountPercent: tenths / 10 };
  }
  const discount = intervals.reduce((sum, interval) => sum + (interval.discount ?? 0), 0);
  // The share of the sum taken off, floored to one decimal.
  const effective = total > 0 ? Math.floor((discount * 1000) / total) / 10 : 0;
  return { intervals, total, discount, toPay: total - discount, discountPercent: effective };
}
