import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { calculateCost, type TCost, type TCostBenefit, type TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { productionCalendar, type TProductionCalendar } from '@city-parking/contract/tariff/day-type';
import { TariffError } from '@city-parking/contract/tariff/tariff-error';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** The calendar changes a few times a year; every cost call would otherwise read all of it. */
const CALENDAR_CACHE_MS = 60_000;

/** The costs of one city, priced by its tariffs over its own clock and production calendar. */
export interface Tariff {
  /**
   * Kopecks of parking `minutes` from `start` under `prices`, the minutes inside a benefit discounted
   * by its percent; tariff failures become their errorName.
   */
  costOf(prices: readonly TTariffPrice[], start: Date, minutes: number, benefits?: readonly TCostBenefit[]): TCost;
}

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
}

/**
 * The city's tariff arithmetic (the contract's cost rule) over its time zone and its production
 * calendar, which is read at most once a minute. Street sessions and barrier-lot tickets are priced
 * by it alike.
 */
export function tariffService({ db, city, now }: Deps) {
  let cached: { calendar: TProductionCalendar; at: number } | undefined;

  async function calendar(): Promise<TProductionCalendar> {
    const at = now().getTime();
    // A clock set back (tests travel in time) counts as stale too.
    if (cached && at >= cached.at && at - cached.at < CALENDAR_CACHE_MS) return cached.calendar;
    const days = await db.selectFrom('calendar_day').select(['day', 'kind']).execute();
    cached = { calendar: productionCalendar(days), at };
    return cached.calendar;
  }

  /** Loaded before a transaction: inside one, the embedded database has no second connection to read the calendar with. */
  async function tariff(): Promise<Tariff> {
    const days = await calendar();
    return {
      costOf(prices, start, minutes, benefits) {
        try {
          // Only benefits (a driver's subscriptions) take anything off.
          return calculateCost({ prices, start, minutes, timeZone: city.timeZone, calendar: days, discountPercent: 0, ...(benefits ? { benefits } : {}) });
        } catch (error) {
          if (error instanceof TariffError) throw new AppError(error.errorName);
          throw error;
        }
      },
    };
  }

  return { tariff };
}
export type TariffService = ReturnType<typeof tariffService>;
