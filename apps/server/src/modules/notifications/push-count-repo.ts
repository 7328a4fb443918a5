import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How many browsers take the driver's push notices (the desk's card shows the count, never the keys). */
export async function pushSubscriptionCount(db: Kysely<Database> | Transaction<Database>, driverId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscription')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('driver_id', '=', driverId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
