import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FiscalReceiptRow, FiscalReceiptTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of fiscal receipts; a receipt's source (`payment:<id>`, `refund:<key>`) is its one key. */
export function fiscalReceiptRepo(db: Db) {
  return {
    /** The payment a receipt numbered `id` was issued for (the desk's search); undefined when none is. */
    async paymentOf(id: string): Promise<string | undefined> {
      return (await db.selectFrom('fiscal_receipt').select('payment_id').where('id', '=', id).executeTakeFirst())?.payment_id;
    },

    /** Records a pending receipt; a second one of the same source is a replay and writes nothing. */
    async insertPending(receipt: Insertable<FiscalReceiptTables['fiscal_receipt']>): Promise<void> {
      await db
        .insertInto('fiscal_receipt')
        .values(receipt)
        .onConflict((oc) => oc.column('source').doNothing())
        .execute();
    },

    /**
     * Takes a receipt whose try is due at `at`, and that still lacks its issue or its e-mail, by moving
     * its next try to `next`; undefined when it is not due (another caller took it).
     */
    claim: (id: string, at: Date, next: Date): Promise<FiscalReceiptRow | undefined> =>
      db
        .updateTable('fiscal_receipt')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: next }))
        .where('id', '=', id)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('buyer_email', 'is not', null), eb('emailed_at', 'is', null)])]))
        .returningAll()
        .executeTakeFirst(),

    /** Keeps a pending receipt as the register issued it; undefined when it was issued already. */
    markIssued: (id: string, issued: { issuedAt: Date; document: string; signature: string }): Promise<FiscalReceiptRow | undefined> =>
      db
        .updateTable('fiscal_receipt')
        .set({ status: 'issued', issued_at: issued.issuedAt, document: issued.document, signature: issued.signature })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),

    async postpone(id: string, next: Date): Promise<void> {
      await db.updateTable('fiscal_receipt').set({ next_attempt_at: next }).where('id', '=', id).execute();
    },

    async markEmailed(id: string, at: Date): Promise<void> {
      await db.updateTable('fiscal_receipt').set({ emailed_at: at }).where('id', '=', id).execute();
    },

    /** The item and language of a receipt by its source (a return repeats its income's). */
    itemOf: (source: string) => db.selectFrom('fiscal_receipt').select(['item', 'language']).where('source', '=', source).executeTakeFirst(),

    /** A payment's receipts not yet e-mailed, in the order they were recorded. */
    unsentOfPayment: (paymentId: string) =>
      db.selectFrom('fiscal_receipt').select('id').where('payment_id', '=', paymentId).where('emailed_at', 'is', null).orderBy('created_at').execute(),

    /** The issued receipt of a source. */
    issuedBySource: (source: string) =>
      db.selectFrom('fiscal_receipt').select(['id', 'language']).where('source', '=', source).where('status', '=', 'issued').executeTakeFirst(),

    /** Receipts whose issue or e-mail is due at `at`, the longest due first. */
    due: (at: Date, limit: number) =>
      db
        .selectFrom('fiscal_receipt')
        .select('id')
        .where('emailed_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('status', '=', 'pending'), eb('buyer_email', 'is not', null)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute(),

    findIssued: (id: string): Promise<FiscalReceiptRow | undefined> =>
      db.selectFrom('fiscal_receipt').selectAll().where('id', '=', id).where('status', '=', 'issued').executeTakeFirst(),

    /** The ids of the issued receipts of these sources. */
    issuedOfSources: (sources: readonly string[]) =>
      db
        .selectFrom('fiscal_receipt')
        .select(['id', 'source'])
        .where('source', 'in', [...sources])
        .where('status', '=', 'issued')
        .execute(),
  };
}
export type FiscalReceiptRepo = ReturnType<typeof fiscalReceiptRepo>;
