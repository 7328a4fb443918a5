import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the driver's history holds any operation from `from`, inclusive, to `to`, exclusive. */
export async function hasOperationsBetween(db: Kysely<Database>, driverId: number, from: Date, to: Date): Promise<boolean> {
  const any = await db
    .selectFrom('operation')
    .select('id')
    .where('driver_id', '=', driverId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}
