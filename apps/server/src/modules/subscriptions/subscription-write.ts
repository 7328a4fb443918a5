import type { Transaction } from 'kysely';
import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import type { Database } from '../../db/schema.ts';
import { ledger } from '../payments/ledger.ts';
import { subscriptionRepo } from './subscription-repo.ts';

/** What a subscription is written from: its offer's terms, the plate and the period fixed when it was asked for. */
export interface SubscriptionTerms {
  offerId: number;
  type: TSubscriptionType;
  plate: string;
  zones: string[] | null;
  /** The zones as the history shows them (`#` for any). */
  zoneNumber: string;
  discountPercent: number;
  start: Date;
  end: Date;
}

/**
 * Writes a subscription under its plate's lock unless the plate has one sharing part of the period
 * and a zone that blocks the driver (subscription-repo's `blocking`), then debits its price (a
 * provider's payment is credited just before): the subscription, its ledger entry and its history
 * row in the caller's transaction, so that the history names only subscriptions that exist. Answers
 * the new id, or undefined when the check refuses it.
 */
export async function writeSubscription(
  trx: Transaction<Database>,
  { driverId, terms, price, paymentId, at }: { driverId: number; terms: SubscriptionTerms; price: number; paymentId?: string | undefined; at: Date },
): Promise<number | undefined> {
  const locked = subscriptionRepo(trx);
  await locked.lockPlate(terms.plate);
  if (await locked.blocking(terms.plate, terms.start, terms.end, terms.zones, driverId)) return undefined;
  const id = await locked.nextId();
  const ledgerKey = `subscription:${id}`;
  await locked.insert({
    id,
    driver_id: driverId,
    offer_id: terms.offerId,
    type: terms.type,
    plate: terms.plate,
    zones: terms.zones === null ? null : JSON.stringify(terms.zones),
    discount_percent: terms.discountPercent,
    start_at: terms.start,
    end_at: terms.end,
    price,
    ledger_key: ledgerKey,
    payment_id: paymentId ?? null,
    created_at: at,
  });
  if (paymentId) await ledger.creditPayment(trx, { id: paymentId, driverId, amount: price, at });
  await ledger.post(trx, {
    driverId,
    kind: 'subscription',
    amount: -price,
    idempotencyKey: ledgerKey,
    paymentId,
    period: { start: terms.start, end: terms.end },
    subject: { plate: terms.plate, zone: terms.zoneNumber },
    at,
  });
  return id;
}
