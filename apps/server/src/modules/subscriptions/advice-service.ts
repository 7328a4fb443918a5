import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TSubscriptionAdvice } from '@city-parking/contract/subscriptions/subscription-advice';
import type { TCost, TCostBenefit, TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { adviseOn, type AdviceOffer, type AdviceSession } from './advice-arithmetic.ts';

/** The days of history the advice reads, today included. */
export const ADVICE_WINDOW_DAYS = 90;
/** Sessions read per query: the embedded database has one connection, which no query holds for long. */
const PAGE = 200;

/** The city's cost rule, loaded with its calendar (the tariff module's, handed in by the composition root). */
type TariffLoader = () => Promise<{ costOf(prices: readonly TTariffPrice[], start: Date, minutes: number, benefits?: readonly TCostBenefit[]): TCost }>;

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
  tariff: TariffLoader;
}

type SessionPage = { id: number; plate: string; zone_id: number; zone_number: string; start_at: Date; end_at: Date | null; paid: number }[];

/**
 * Which offer on sale would have been cheaper for the driver's own paid sessions of the last 90
 * days (GET /api/profile/subscription-advice); the arithmetic is advice-arithmetic's.
 */
export function adviceService({ db, city, now, tariff }: Deps) {
  /** The driver's paid sessions that started in [from, to), read page by page in time order. */
  async function paidSessions(driverId: number, from: Date, to: Date) {
    const rows: SessionPage = [];
    for (;;) {
      const last = rows.at(-1);
      let query = db
        .selectFrom('parking_session')
        .select(['id', 'plate', 'zone_id', 'zone_number', 'start_at', 'end_at', 'paid'])
        .where('driver_id', '=', driverId)
        .where('paid', '>', 0)
        .where('end_at', 'is not', null)
        .where('status', 'in', ['active', 'done', 'cancelled'])
        .where('start_at', '>=', from)
        .where('start_at', '<', to);
      if (last) query = query.where((eb) => eb.or([eb('start_at', '>', last.start_at), eb.and([eb('start_at', '=', last.start_at), eb('id', '>', last.id)])]));
      const page = await query.orderBy('start_at').orderBy('id').limit(PAGE).execute();
      rows.push(...page);
      if (page.length < PAGE) return rows;
    }
  }

  /** The prices of the zones the sessions were in, by zone id. */
  async function pricesOf(zoneIds: number[]) {
    const prices = new Map<number, TTariffPrice[]>();
    for (let i = 0; i < zoneIds.length; i += PAGE) {
      const zones = await db
        .selectFrom('zone')
        .select(['id', 'prices'])
        .where('id', 'in', zoneIds.slice(i, i + PAGE))
        .execute();
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
      const rows = await paidSessions(driverId, instantOf(fromDate, 0, city.timeZone), instantOf(addDays(today, 1), 0, city.timeZone));
      const window = { sessions: rows.length, from: fromDate, to: today };
      const prices = await pricesOf([...new Set(rows.map((row) => Number(row.zone_id)))]);
      const offerRows = await offersOnSale();
      const sessions: AdviceSession[] = rows.map((row) => ({
        plate: row.plate,
        zoneNumber: row.zone_number,
        prices: prices.get(Number(row.zone_id)) ?? [],
        start: row.start_at,
        end: row.end_at ?? row.start_at,
        paid: Number(row.paid),
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
