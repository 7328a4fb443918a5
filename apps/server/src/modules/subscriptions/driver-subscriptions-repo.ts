import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A driver's subscriptions for the desk's card, newest first, whatever their state. */
export function driverSubscriptionsOf(db: Db, driverId: number, limit: number) {
  return db
    .selectFrom('subscription')
    .select(['id', 'type', 'plate', 'status', 'start_at', 'end_at', 'price'])
    .where('driver_id', '=', driverId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
