import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { operationJournal, type OperationPeriod, type OperationSubject } from '../operations/operation-journal.ts';
import type { OperationKind } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface LedgerEntry {
  driverId: number;
  kind: OperationKind;
  /** Kopecks; positive credits, negative debits. */
  amount: number;
  /** The payment, order or request this entry belongs to; a second entry with the same key is a replay. */
  idempotencyKey: string;
  /** When it happened, on the caller's injected clock: the history, statements and caps count by it. */
  at: Date;
  paymentId?: string;
  sessionId?: number;
  /** The period the entry paid for or returns, when it is not the session's whole one (an extension, a cancel). */
  period?: OperationPeriod;
  /** The plate and zones an entry that is not a session's paid for (a subscription: its zones, or `#`). */
  subject?: OperationSubject;
}

/** A completed provider payment credited to a driver: its id, the driver and the kopecks paid. */
export interface PaymentCredit {
  id: string;
  driverId: number;
  amount: number;
  at: Date;
}

/**
 * The append-only ledger of a driver's money. Posting writes the operation row and moves the balance
 * snapshot in one statement pair of the caller's transaction, and keeps the entry in the operations
 * history in the same transaction; a debit that would take the balance below zero answers
 * NoMoneyNoHoney and writes nothing.
 */
export const ledger = {
  /** True when the entry was applied now, false when the same key was applied before. */
  async post(trx: Transaction<Database>, entry: LedgerEntry): Promise<boolean> {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amounts are whole kopecks, got ${entry.amount}`);
    const inserted = await trx
      .insertInto('account_operation')
      .values({
        driver_id: entry.driverId,
        kind: entry.kind,
        amount: entry.amount,
        idempotency_key: entry.idempotencyKey,
        payment_id: entry.paymentId ?? null,
        session_id: entry.sessionId ?? null,
        created_at: entry.at,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto('account')
      .values({ driver_id: entry.driverId })
      .onConflict((oc) => oc.column('driver_id').doNothing())
      .execute();
    // The row lock of this update orders concurrent posts for one driver; each sees the balance
    // the previous one left, so no two debits can both spend the same money.
    const moved = await trx
      .updateTable('account')
      .set((eb) => ({ balance: eb('balance', '+', entry.amount) }))
      .where('driver_id', '=', entry.driverId)
      .where((eb) => eb(eb('balance', '+', entry.amount), '>=', 0))
      .returning('balance')
      .executeTakeFirst();
    if (!moved) throw new AppError('NoMoneyNoHoney');
    await operationJournal.posted(trx, entry);
    return true;
  },

  /**
   * A provider payment's money arriving on its driver's balance. Keyed by the payment, so whichever
   * completion path credits it (a top-up, a paid start or renewal, a ticket paid twice), it arrives
   * once; true when credited now.
   */
  creditPayment(trx: Transaction<Database>, payment: PaymentCredit): Promise<boolean> {
    return ledger.post(trx, {
      driverId: payment.driverId,
      kind: 'refill',
      amount: payment.amount,
      idempotencyKey: `payment:${payment.id}`,
      paymentId: payment.id,
      at: payment.at,
    });
  },

  /** The kopecks of the entry with this key; undefined when none was posted. */
  async amountOf(db: Db, idempotencyKey: string): Promise<number | undefined> {
    const row = await db.selectFrom('account_operation').select('amount').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row ? Number(row.amount) : undefined;
  },

  async balanceOf(db: Db, driverId: number): Promise<number> {
    const row = await db.selectFrom('account').select('balance').where('driver_id', '=', driverId).executeTakeFirst();
    return row ? Number(row.balance) : 0;
  },

  /** The balance recomputed from the operations; equal to the snapshot at all times. */
  async sumOf(db: Db, driverId: number): Promise<number> {
    const row = await db
      .selectFrom('account_operation')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  },
};
