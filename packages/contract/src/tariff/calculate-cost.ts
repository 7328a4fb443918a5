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
  discountPercent?: number;
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

/**
 * The cost of parking `minutes` from `start`: the session is cut where the price changes (a tariff
 * interval ends, or midnight brings another day type), each piece costs its hourly price for its
 * minutes floored to whole kopecks, and the discount is taken off the sum.
 */
export function calculateCost({ prices, start, minutes, timeZone, calendar, discountPercent = 0 }: TCostInput): TCost {
  if (!Number.isInteger(minutes) || minutes < 0) throw new TariffError('CostCalculationError');
  const rows = prices.length > 0 ? prices : defaultPrices();
  const intervals: TCostInterval[] = [];
  let { date, minute } = wallClockAt(start, timeZone);
  const startMs = Math.floor(start.getTime() / 60_000) * 60_000;
  let elapsed = 0;
  while (elapsed < minutes) {
    const daycode = calendar.dayType(date);
    const row = rows.find((p) => p.type === daycode && minuteOfTime(p.from) <= minute && minute < endOf(p.to));
    if (!row) throw new TariffError('TariffNotFound');
    const take = Math.min(endOf(row.to) - minute, minutes - elapsed);
    intervals.push({
      from: new Date(startMs + elapsed * 60_000).toISOString(),
      to: new Date(startMs + (elapsed + take) * 60_000).toISOString(),
      daycode,
      minutes: take,
      pricePerHour: row.price,
      cost: Math.floor((row.price * take) / 60),
    });
    elapsed += take;
    minute += take;
    if (minute >= 1440) {
      minute = 0;
      date = addDays(date, 1);
    }
  }
  const total = intervals.reduce((sum, interval) => sum + interval.cost, 0);
  // Tenths of a percent as an integer, so that 12.35 % is 123 and never 123.4999….
  const tenths = Math.max(0, Math.min(1000, Math.floor(discountPercent * 10 + 1e-9)));
  const discount = Math.floor((total * tenths) / 1000);
  return { intervals, total, discount, toPay: total - discount, discountPercent: tenths / 10 };
}
