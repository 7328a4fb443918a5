import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The desk's reads of a driver's money: whose a payment is, the last payments, the balance and the ledger. */
export function driverMoneyRepo(db: Db) {
  return {
    /** The driver of the payment whose id (ours) or provider's id is `number`; undefined for a guest's or none. */
    async driverOfPayment(number: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('provider_payment')
        .select('driver_id')
        .where((eb) => eb.or([eb('id', '=', number), eb('provider_payment_id', '=', number)]))
        .where('driver_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.driver_id == null ? undefined : Number(row.driver_id);
    },

    payments: (driverId: number, limit: number) =>
      db
        .selectFrom('provider_payment')
        .select(['id', 'purpose', 'amount', 'method', 'status', 'provider_payment_id', 'created_at', 'completed_at'])
        .where('driver_id', '=', driverId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async balance(driverId: number): Promise<number | null> {
      const row = await db.selectFrom('account').select('balance').where('driver_id', '=', driverId).executeTakeFirst();
      return row ? Number(row.balance) : null;
    },

    ledger: (driverId: number, limit: number) =>
      db
        .selectFrom('account_operation')
        .select(['id', 'kind', 'amount', 'payment_id', 'created_at'])
        .where('driver_id', '=', driverId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
