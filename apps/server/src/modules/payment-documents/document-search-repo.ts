import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The desk's reads of a driver's payment documents. */
export function documentSearchRepo(db: Db) {
  return {
    /** The driver the document numbered `number` was made for; undefined for a company's or none. */
    async driverOfNumber(number: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('payment_document')
        .select('driver_id')
        .where('number', '=', number)
        .where('driver_id', 'is not', null)
        .executeTakeFirst();
      return row?.driver_id == null ? undefined : Number(row.driver_id);
    },

    documentsOf: (driverId: number, limit: number) =>
      db
        .selectFrom('payment_document')
        .select(['id', 'number', 'kind', 'amount', 'status', 'created_at'])
        .where('driver_id', '=', driverId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
