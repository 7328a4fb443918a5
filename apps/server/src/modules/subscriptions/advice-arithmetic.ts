import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import { subscriptionEndDate } from '@city-parking/contract/subscriptions/subscription-type';
import type { TCost, TCostBenefit, TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';

/** Fewer paid sessions than this in the window say too little to advise on. */
export const ADVICE_MIN_SESSIONS = 3;

/** A paid parking session of the driver, with its zone's prices. */
export interface AdviceSession {
  plate: string;
  zoneNumber: string;
  prices: readonly TTariffPrice[];
  start: Date;
  end: Date;
  /** Kopecks the driver paid, net of refunds. */
  paid: number;
}

/** An offer on sale, as the advice prices it. */
export interface AdviceOffer {
  code: string;
  type: TSubscriptionType;
  /** The exact length of a constructed offer; null when the type gives it. */
  days: number | null;
  /** Null is every zone. */
  zones: readonly string[] | null;
  percent: number;
  /** Kopecks. */
  price: number;
}

/** The city's cost rule: kopecks of `minutes` from `start` under `prices`, the minutes inside a benefit discounted. */
export type CostRule = (prices: readonly TTariffPrice[], start: Date, minutes: number, benefits: readonly TCostBenefit[]) => TCost;

/** What covering one plate's sessions with one offer would have come to. */
export interface OfferOutcome {
  offer: AdviceOffer;
  plate: string;
  /** A zone number where the sessions were, or `#` for an offer of every zone. */
  zone: string;
  /** Offers that would have been bought. */
  bought: number;
  paid: number;
  wouldPay: number;
  saving: number;
}

export type Advice = { verdict: 'tooLittleHistory' | 'noSaving'; best?: undefined } | { verdict: 'saving'; best: OfferOutcome };

const MINUTE_MS = 60_000;

/** The period of `offer` bought for `date` (the city's), whole days from that date's midnight. */
function periodFrom(offer: AdviceOffer, date: string, timeZone: string): TCostBenefit {
  const endDate = offer.days ? addDays(date, offer.days) : subscriptionEndDate(offer.type, date);
  return { from: instantOf(date, 0, timeZone), to: instantOf(endDate, 0, timeZone), percent: offer.percent };
}

/** The zone of the offer's list where most of the sessions were (the first such in the list on a tie). */
function zoneOf(offer: AdviceOffer, sessions: readonly AdviceSession[]): string {
  if (offer.zones === null) return '#';
  const counts = new Map<string, number>();
  for (const session of sessions) counts.set(session.zoneNumber, (counts.get(session.zoneNumber) ?? 0) + 1);
  return offer.zones.reduce((best, zone) => ((counts.get(zone) ?? 0) > (counts.get(best) ?? 0) ? zone : best), offer.zones[0] ?? '#');
}

/**
 * What one plate's sessions (in time order) would have cost with `offer`: walking them in order,
 * each session in the offer's zones that starts outside every offer bought so far buys one from its
 * date; each session is then priced by the city's rule with the bought offers as benefits (a session
 * running past an offer's end pays for the rest). Undefined when no session is in the offer's zones.
 */
export function coverWithOffer(plateSessions: readonly AdviceSession[], offer: AdviceOffer, costOf: CostRule, timeZone: string): OfferOutcome | undefined {
  const inZones = plateSessions.filter((s) => offer.zones === null || offer.zones.includes(s.zoneNumber));
  const first = inZones[0];
  if (!first) return undefined;
  const bought: TCostBenefit[] = [];
  let stillToPay = 0;
  let paid = 0;
  for (const session of inZones) {
    const start = session.start.getTime();
    if (!bought.some((b) => b.from.getTime() <= start && start < b.to.getTime()))
      bought.push(periodFrom(offer, wallClockAt(session.start, timeZone).date, timeZone));
    const minutes = Math.max(0, Math.ceil((session.end.getTime() - start) / MINUTE_MS));
    stillToPay += costOf(session.prices, session.start, minutes, bought).toPay;
    paid += session.paid;
  }
  const wouldPay = bought.length * offer.price + stillToPay;
  return { offer, plate: first.plate, zone: zoneOf(offer, inZones), bought: bought.length, paid, wouldPay, saving: paid - wouldPay };
}

/**
 * The advice on a driver's paid sessions: too little history below ADVICE_MIN_SESSIONS; otherwise
 * the plate and offer that would have saved the most (the first found on a tie: plates in the order
 * given, offers in theirs), or no saving when none would have.
 */
export function adviseOn(sessions: readonly AdviceSession[], offers: readonly AdviceOffer[], costOf: CostRule, timeZone: string): Advice {
  if (sessions.length < ADVICE_MIN_SESSIONS) return { verdict: 'tooLittleHistory' };
  const byPlate = new Map<string, AdviceSession[]>();
  for (const session of [...sessions].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const list = byPlate.get(session.plate) ?? [];
    list.push(session);
    byPlate.set(session.plate, list);
  }
  let best: OfferOutcome | undefined;
  for (const plateSessions of byPlate.values()) {
    for (const offer of offers) {
      const outcome = coverWithOffer(plateSessions, offer, costOf, timeZone);
      if (outcome && outcome.saving > 0 && (!best || outcome.saving > best.saving)) best = outcome;
    }
  }
  return best ? { verdict: 'saving', best } : { verdict: 'noSaving' };
}
