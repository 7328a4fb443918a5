import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TSubscriptionAdvice } from '@city-parking/contract/subscriptions/subscription-advice';
import type { TCost, TCostBenefit, TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { zoneRepo } from '../parking/zone-repo.ts';
import { adviseOn, type AdviceOffer, type AdviceSession } from './advice-arithmetic.ts';

/** The days of history the advice reads, today included. */
export const ADVICE_WINDOW_DAYS = 90;
/** Zones read per query: the embedded database has one connection, which no query holds for long. */
const PAGE = 200;

/** The city's cost rule, loaded with its calendar (the tariff module's, handed in by the composition root). */
type TariffLoader = () => Promise<{ costOf(prices: readonly TTariffPrice[], start: Date, minutes: number, benefits?: readonly TCostBenefit[]): TCost }>;

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
  tariff: TariffLoader;
  /**
   * The driver's sessions that cost something and started in [from, to), in time order: the
   * sessions module's, handed in by the composition root (sessions imports subscriptions).
   */
  paidSessionsOf: (driverId: number, from: Date, to: Date) => Promise<AdviceSessionRow[]>;
}

/** A paid session as the advice reads it. */
export interface AdviceSessionRow {
  plate: string;
  zoneId: number;
  zoneNumber: string;
  start: Date;
  end: Date;
  /** Kopecks. */
  paid: number;
}

/**
 * Which offer on sale would have been cheaper for the driver's own paid sessions of the last 90
 * days (GET /api/profile/subscription-advice); the arithmetic is advice-arithmetic's.
 */
export function adviceService({ db, city, now, tariff, paidSessionsOf }: Deps) {
  /** The prices of the zones the sessions were in, by zone id. */
  async function pricesOf(zoneIds: number[]) {
    const prices = new Map<number, TTariffPrice[]>();
    for (let i = 0; i < zoneIds.length; i += PAGE) {
      const zones = await zoneRepo(db).pricesOf(zoneIds.slice(i, i + PAGE));
      for (const zone of zones) prices.set(Number(zone.id), zone.prices);
    }
    return prices;
  }

  /** The offers on sale that a driver could have bought ahead: not yesterday's, and not the constructor's. */
  const offersOnSale = () =>
    db
      .selectFrom('subscription_offer')
      .selectAll()
      .where('on_sale', '=', true)
      .where('constructed', '=', false)
      .where('type', '!=', 'prev_day')
      .orderBy('sort')
      .orderBy('id')
      .execute();

  return {
    async adviceFor(driverId: number, language: TLanguage): Promise<TSubscriptionAdvice> {
      const today = wallClockAt(now(), city.timeZone).date;
      const fromDate = addDays(today, 1 - ADVICE_WINDOW_DAYS);
      const rows = await paidSessionsOf(driverId, instantOf(fromDate, 0, city.timeZone), instantOf(addDays(today, 1), 0, city.timeZone));
      const window = { sessions: rows.length, from: fromDate, to: today };
      const prices = await pricesOf([...new Set(rows.map((row) => row.zoneId))]);
      const offerRows = await offersOnSale();
      const sessions: AdviceSession[] = rows.map((row) => ({
        plate: row.plate,
        zoneNumber: row.zoneNumber,
        prices: prices.get(row.zoneId) ?? [],
        start: row.start,
        end: row.end,
        paid: row.paid,
      }));
      const offers: AdviceOffer[] = offerRows.map((row) => ({
        code: row.code,
        type: row.type,
        days: row.days,
        zones: row.zones,
        percent: row.discount_percent,
        price: Number(row.price),
      }));
      const { costOf } = await tariff();
      const advice = adviseOn(sessions, offers, (zonePrices, start, minutes, benefits) => costOf(zonePrices, start, minutes, benefits), city.timeZone);
      if (advice.verdict !== 'saving') return { verdict: advice.verdict, ...window };
      const { best } = advice;
      const row = offerRows.find((offer) => offer.code === best.offer.code);
      return {
        verdict: 'saving',
        ...window,
        best: {
          offerCode: best.offer.code,
          offerLabel: (language === 'en' ? row?.label_en : row?.label_ru) ?? best.offer.code,
          plate: best.plate,
          zone: best.zone,
          paid: best.paid,
          wouldPay: best.wouldPay,
          saving: best.saving,
        },
      };
    },
  };
}
export type AdviceService = ReturnType<typeof adviceService>;
