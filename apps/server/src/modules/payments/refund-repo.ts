import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the parts of provider payments returned to their payers. */
export function refundRepo(db: Db) {
  return {
    /** A partial refund by its key, with the provider's id of the payment it returns money of. */
    findByKey: (key: string) =>
      db
        .selectFrom('provider_refund')
        .innerJoin('provider_payment as payment', 'payment.id', 'provider_refund.payment_id')
        .select(['provider_refund.payment_id', 'provider_refund.amount', 'provider_refund.status', 'payment.provider_payment_id'])
        .where('provider_refund.idempotency_key', '=', key)
        .executeTakeFirst(),

    /** Records a refund; a second one under the same key is a replay and writes nothing. */
    async insert(refund: { paymentId: string; amount: number; key: string; at: Date }): Promise<void> {
      await db
        .insertInto('provider_refund')
        .values({ payment_id: refund.paymentId, amount: refund.amount, idempotency_key: refund.key, status: 'refunding', created_at: refund.at })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
    },

    /** Marks a refunding refund refunded; its id only when this call changed it. */
    markRefunded: (key: string, at: Date) =>
      db
        .updateTable('provider_refund')
        .set({ status: 'refunded', refunded_at: at })
        .where('idempotency_key', '=', key)
        .where('status', '=', 'refunding')
        .returning('id')
        .executeTakeFirst(),

    /** The keys of refunds the provider has not confirmed, oldest first. */
    refundingKeys: (limit: number) =>
      db.selectFrom('provider_refund').select('idempotency_key').where('status', '=', 'refunding').orderBy('created_at').limit(limit).execute(),
  };
}
export type RefundRepo = ReturnType<typeof refundRepo>;
