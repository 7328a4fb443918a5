import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const COLUMNS = ['id', 'plate', 'zones', 'start_at', 'end_at', 'price', 'ledger_key', 'payment_id'] as const;

/** The driver's active subscriptions that run over some of [from, to]: what may cover a fine. */
export function activeSubscriptionsOver(db: Kysely<Database>, driverId: number, from: Date, to: Date) {
  return db
    .selectFrom('subscription')
    .select(COLUMNS)
    .where('driver_id', '=', driverId)
    .where('status', '=', 'active')
    .where('start_at', '<=', to)
    .where('end_at', '>', from)
    .execute();
}

/** One of the driver's subscriptions, with the keys of the money that bought it; undefined for another's. */
export function subscriptionOf(db: Kysely<Database>, driverId: number, subscriptionId: number) {
  return db.selectFrom('subscription').select(COLUMNS).where('id', '=', subscriptionId).where('driver_id', '=', driverId).executeTakeFirst();
}
