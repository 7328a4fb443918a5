import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageKeyOf } from './order-number.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The driver whose history holds the operation numbered `orderNumber`; undefined when none does. */
export async function driverOfOperation(db: Db, orderNumber: string): Promise<number | undefined> {
  const key = pageKeyOf(orderNumber);
  if (!key) return undefined;
  // The number carries both the instant and the id, so a guessed id with another instant finds nothing.
  const row = await db.selectFrom('operation').select('driver_id').where('id', '=', key.id).where('occurred_at', '=', key.at).executeTakeFirst();
  return row?.driver_id == null ? undefined : Number(row.driver_id);
}
