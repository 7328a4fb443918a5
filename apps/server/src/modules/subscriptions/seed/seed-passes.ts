import type { Kysely, Transaction } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../../db/schema.ts';
import type { DemoPass } from '../../payments/seed/demo-history.ts';
import type { DemoPassSeller } from '../../payments/seed/seed-history.ts';
import { periodOf } from '../subscription-period.ts';
import { subscriptionRepo } from '../subscription-repo.ts';
import { zoneText } from '../subscription-service.ts';
import { writeSubscription } from '../subscription-write.ts';
import type { OfferRow } from '../tables.ts';

/** A demo pass with the offer it is bought from. */
export type DemoOfferPass = DemoPass & { offer: OfferRow };

const DAY_MS = 86_400_000;
/** Bought the evening before the start, on the city's clock. */
const EVENING = 19 * 60;

/**
 * What a demo driver buys, by days from the seed's date: past ones for the last of their vehicles,
 * and, at the history's end, a month pass for the second (the primary car keeps paying, so that the
 * demo shows a payment at once). Each starts the day after it was bought, within what a purchase
 * may choose, and none overlaps another of its plate.
 */
const PAST = [
  { code: 'CARD-50-MONTH', startsIn: -88 },
  { code: 'AB-DAY', startsIn: -50 },
  { code: 'AB-WEEK', startsIn: -40 },
  { code: 'AB-WEEK', startsIn: -25 },
] as const;
const CURRENT = 'AB-MONTH';

/**
 * The demo drivers' passes, bought through the same write as a driver's purchase (the
 * subscription, its ledger debit and its history row together), on the seed's clock.
 */
export function demoPassSeller(db: Kysely<Database>, city: TCity): DemoPassSeller<DemoOfferPass> {
  const { timeZone } = city;
  const repo = subscriptionRepo(db);
  const offerOf = async (code: string) => {
    const offer = await repo.findOffer(code);
    if (!offer) throw new Error(`the demo offers have no ${code}`);
    return offer;
  };
  const pass = (offer: OfferRow, plate: string, boughtAt: Date, startDate: string): DemoOfferPass => {
    const period = periodOf(offer.type, startDate, 0, boughtAt, timeZone, offer.days);
    return { offer, plate, boughtAt, price: Number(offer.price), start: period.start, end: period.end };
  };

  return {
    async plan(plates, until) {
      const today = wallClockAt(until, timeZone).date;
      const past = plates.at(-1)!;
      const current = plates[1] ?? plates[0]!;
      const passes: DemoOfferPass[] = [];
      for (const { code, startsIn } of PAST) {
        const startDate = addDays(today, startsIn);
        passes.push(pass(await offerOf(code), past, instantOf(addDays(startDate, -1), EVENING, timeZone), startDate));
      }
      // After every other event of the history, which ends a day before the seed.
      const boughtAt = new Date(until.getTime() - DAY_MS);
      passes.push(pass(await offerOf(CURRENT), current, boughtAt, wallClockAt(boughtAt, timeZone).date));
      return passes;
    },

    async buy(trx: Transaction<Database>, driverId: number, { offer, plate, price, start, end, boughtAt }: DemoOfferPass) {
      const terms = {
        offerId: offer.id,
        type: offer.type,
        plate,
        zones: offer.zones,
        zoneNumber: zoneText(offer.zones),
        discountPercent: offer.discount_percent,
        start,
        end,
      };
      const id = await writeSubscription(trx, { driverId, terms, price, at: boughtAt });
      if (id === undefined) throw new Error(`the demo pass ${offer.code} for ${plate} overlaps another`);
    },
  };
}
