import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { calculateCost, type TCost, type TCostBenefit, type TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { productionCalendar, type TProductionCalendar } from '@city-parking/contract/tariff/day-type';
import { TariffError } from '@city-parking/contract/tariff/tariff-error';
import type { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { calendarDays } from '../parking/calendar-repo.ts';

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
  /** The calendar changes a few times a year; every cost call would otherwise read all of it. */
  cache: ReadCache;
}

/**
 * The city's tariff arithmetic (the contract's cost rule) over its time zone and its production
 * calendar, which is kept in memory until it changes. Street sessions and barrier-lot tickets are priced
 * by it alike.
 */
export function tariffService({ db, city, cache }: Deps) {
  const calendar = cache.one(['calendar_day'], async (): Promise<TProductionCalendar> => productionCalendar(await calendarDays(db)));

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
