import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Purchase } from './purchase.ts';
import type { PaymentStatus, PaymentTables, ProviderPayment } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of provider payments; pass the transaction for those that must commit with the money. */
export function paymentRepo(db: Db) {
  return {
    async insert(payment: Insertable<PaymentTables['provider_payment']>): Promise<void> {
      await db.insertInto('provider_payment').values(payment).execute();
    },

    async setProviderId(id: string, providerPaymentId: string): Promise<void> {
      await db.updateTable('provider_payment').set({ provider_payment_id: providerPaymentId }).where('id', '=', id).execute();
    },

    find: (id: string): Promise<ProviderPayment | undefined> => db.selectFrom('provider_payment').selectAll().where('id', '=', id).executeTakeFirst(),

    get: (id: string): Promise<ProviderPayment> => db.selectFrom('provider_payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),

    findByProviderId: (providerPaymentId: string): Promise<ProviderPayment | undefined> =>
      db.selectFrom('provider_payment').selectAll().where('provider_payment_id', '=', providerPaymentId).executeTakeFirst(),

    /** What the payer may learn of a payment, with what tells whose it is. */
    findForPayer: (id: string) =>
      db
        .selectFrom('provider_payment')
        .select(['status', 'expires_at', 'driver_id', 'guest_token_hash', 'confirmation', 'purpose', 'details'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Locks the payment until the caller's transaction ends: concurrent notices of one payment queue on it. */
    lock: (id: string): Promise<ProviderPayment | undefined> =>
      db.selectFrom('provider_payment').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** Writes a payment's outcome, and what it bought when it bought something. */
    async complete(id: string, status: PaymentStatus, at: Date, purchase: Purchase | null): Promise<void> {
      await db
        .updateTable('provider_payment')
        .set({ status, completed_at: at, ...(purchase ? { confirmation: JSON.stringify(purchase) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** Payments whose refund the provider has not confirmed, oldest completion first. */
    refunding: (limit: number): Promise<ProviderPayment[]> =>
      db.selectFrom('provider_payment').selectAll().where('status', '=', 'refunding').orderBy('completed_at').limit(limit).execute(),

    /** Marks a refunding payment refunded; the id only when this call changed it. */
    markRefunded: (id: string) =>
      db.updateTable('provider_payment').set({ status: 'refunded' }).where('id', '=', id).where('status', '=', 'refunding').returning('id').execute(),

    /** Provider payments that may still change at the provider: waiting, or expired after `since`; least recently asked first. */
    unconfirmed: (since: Date, limit: number): Promise<ProviderPayment[]> =>
      db
        .selectFrom('provider_payment')
        .selectAll()
        .where('provider_payment_id', 'is not', null)
        .where('status', 'in', ['wait', 'expired'])
        .where('expires_at', '>', since)
        .orderBy('checked_at', (ob) => ob.asc().nullsFirst())
        .limit(limit)
        .execute(),

    async markChecked(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('provider_payment')
        .set({ checked_at: at })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Expires up to `limit` waiting payments past their expiry at `at`; the ids it expired. */
    expireDue(at: Date, limit: number) {
      const due = db.selectFrom('provider_payment').select('id').where('status', '=', 'wait').where('expires_at', '<=', at).limit(limit);
      return db
        .updateTable('provider_payment')
        .set({ status: 'expired', completed_at: at })
        .where('id', 'in', due)
        .where('status', '=', 'wait')
        .returning('id')
        .execute();
    },

    /** The waiting payments of these phones (only phone methods carry one). */
    waitingOfPhones: (phones: readonly string[]) =>
      db
        .selectFrom('provider_payment')
        .select(['id', 'phone', 'created_at'])
        .where('phone', 'in', [...phones])
        .where('status', '=', 'wait')
        .execute(),
  };
}
export type PaymentRepo = ReturnType<typeof paymentRepo>;
