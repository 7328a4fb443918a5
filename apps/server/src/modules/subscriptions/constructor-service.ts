import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { TSelectedAbonementsRequest } from '@city-parking/contract/subscriptions/subscription-constructor';
import { subscriptionStartBounds } from '@city-parking/contract/subscriptions/subscription-type';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { zoneRepo } from '../parking/zone-repo.ts';
import { constructorLabels, constructorOfferCode, nearestType, SHOWN_PRECISION_MS, sortedZones } from './constructor-offer.ts';
import { constructorPrice, CONSTRUCTOR_SALES } from './constructor-pricing.ts';
import { CONSTRUCTOR_TIMING } from './constructor-timing.ts';
import type { OfferRow } from './tables.ts';

/** Constructed offers sort after every offer of a fixed type. */
const CONSTRUCTED_SORT = 1000;

/** A constructed offer and the start date it was built for. */
export interface ConstructedOffer {
  offer: OfferRow & { days: number };
  startDate: string;
}

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
}

const isRealDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** The subscription constructor (spec 2.4): the day counts on offer, and offers built for a driver's zones, days and start date. */
export function constructorService({ db, city, now }: Deps) {
  function assertOn(settings: TSettings) {
    if (!settings.useSubscriptionConstructor) throw new AppError('SubscriptionConstructorDisabled');
  }

  /** The chosen zones as they are in the city, or ZoneNotFound when one is not. */
  async function zonesOf(numbers: readonly string[]) {
    const zones = sortedZones(numbers);
    if (zones.some((zone) => zone === '')) throw new AppError('ValidationError', { zones: 'InvalidFormat' });
    const found = await zoneRepo(db).specialOf(zones);
    if (found.length !== zones.length) throw new AppError('ZoneNotFound');
    const special = new Map(found.map((zone) => [zone.zone_number, zone.special]));
    return zones.map((number) => ({ number, special: special.get(number) ?? false }));
  }

  /**
   * The offer row for one choice, written once: a repeated search (or two at once) finds the row
   * its code names, so what is bought later is exactly what was shown. The search marks it shown
   * (an hour's precision is enough, and spares a write per search), so that the retention job
   * removes it only once nobody has seen it for a day and nobody bought it or pays for it.
   */
  async function offerFor(zones: readonly { number: string; special: boolean }[], days: number, sale: number, pricePercent: number) {
    const numbers = zones.map((zone) => zone.number);
    const price = constructorPrice({ zones, days, pricePercent });
    const code = constructorOfferCode(numbers, days, sale, price);
    const labels = constructorLabels(numbers, days, sale);
    await db
      .insertInto('subscription_offer')
      .values({
        code,
        type: nearestType(days),
        label_ru: labels.ru,
        label_en: labels.en,
        price,
        zones: JSON.stringify(numbers),
        discount_percent: sale,
        sort: CONSTRUCTED_SORT,
        on_sale: false,
        constructed: true,
        days,
        shown_at: now(),
      })
      .onConflict((conflict) =>
        conflict
          .column('code')
          .doUpdateSet({ shown_at: (eb) => eb.ref('excluded.shown_at') })
          .where((eb) =>
            eb.and([
              eb('subscription_offer.constructed', '=', true),
              eb.or([eb('subscription_offer.shown_at', 'is', null), eb('subscription_offer.shown_at', '<', new Date(now().getTime() - SHOWN_PRECISION_MS))]),
            ]),
          ),
      )
      .execute();
    const offer = await db.selectFrom('subscription_offer').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    return { ...offer, days };
  }

  return {
    /** GET /backend/v2/getTiming. */
    timing(settings: TSettings): readonly number[] {
      assertOn(settings);
      return CONSTRUCTOR_TIMING;
    },

    /**
     * POST /backend/v2/selectedAbonements: a pass and a discount card for the chosen zones, days and
     * start date, which lies where a purchase's may (the city's start offset to a month ahead).
     */
    async select(request: TSelectedAbonementsRequest, settings: TSettings): Promise<ConstructedOffer[]> {
      assertOn(settings);
      if (!CONSTRUCTOR_TIMING.includes(request.timing)) throw new AppError('ValidationError', { timing: 'InvalidFormat' });
      const today = wallClockAt(now(), city.timeZone).date;
      const { first, last } = subscriptionStartBounds(today, settings.subscriptionStartOffsetDays ?? 0);
      const startDate = request.dateStart;
      if (!isRealDate(startDate) || startDate < first || startDate > last) throw new AppError('ValidationError', { dateStart: 'InvalidFormat' });
      const zones = await zonesOf(request.zones);
      const offers: ConstructedOffer[] = [];
      // One after the other: the embedded database has one connection.
      for (const { sale, pricePercent } of CONSTRUCTOR_SALES) offers.push({ offer: await offerFor(zones, request.timing, sale, pricePercent), startDate });
      return offers;
    },
  };
}
export type ConstructorService = ReturnType<typeof constructorService>;
