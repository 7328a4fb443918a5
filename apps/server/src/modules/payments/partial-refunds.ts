import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentReceipts } from './payment-receipts.ts';
import type { Refunder } from './providers/payment-provider.ts';
import { refundRepo } from './refund-repo.ts';
import { inTransaction } from '../../db/in-transaction.ts';

/** A part of a provider payment to return to its payer. */
export interface PartialRefund {
  paymentId: string;
  /** Kopecks, above zero and at most what the payment took. */
  amount: number;
  /** One per refund: the row's key and the provider's idempotence key. */
  key: string;
}

/** What a refund needs, whole or partial. */
export interface RefundDeps {
  db: Kysely<Database>;
  /** Returns a payment's money through its provider. */
  refund: Refunder;
  now: () => Date;
  receipts: PaymentReceipts;
  log: FastifyBaseLogger;
}

/**
 * Parts of provider payments returned to their payers (a subscription's unused days). The refund is
 * recorded in the transaction that decides it and asked of the provider after the commit; one the
 * provider has not confirmed stays `refunding` and the payment job asks again, under the same key.
 */
export function partialRefunds({ db, refund, now, receipts, log }: RefundDeps) {
  async function settle(key: string): Promise<'refunding' | 'refunded'> {
    const row = await refundRepo(db).findByKey(key);
    if (!row) throw new Error(`no partial refund ${key}`);
    if (row.status === 'refunded') return 'refunded';
    try {
      await refund({ id: row.payment_id, amount: Number(row.amount), providerPaymentId: row.provider_payment_id, key });
    } catch (error) {
      log.warn({ paymentId: row.payment_id, key, reason: (error as Error).message }, 'partial refund not confirmed yet; retried by the payment job');
      return 'refunding';
    }
    await inTransaction(db, async (trx) => {
      const confirmed = await refundRepo(trx).markRefunded(key, now());
      // Only the confirmation that marked it refunded records the return.
      if (confirmed) await receipts.returned(trx, { paymentId: row.payment_id, amount: Number(row.amount), key });
    });
    await receipts.issue(row.payment_id);
    log.info({ paymentId: row.payment_id, key }, 'partial refund confirmed');
    return 'refunded';
  }

  return {
    /** Records the refund in the caller's transaction; a second record with the same key is a replay and changes nothing. */
    async record(trx: Transaction<Database>, part: PartialRefund): Promise<void> {
      if (!Number.isSafeInteger(part.amount) || part.amount <= 0) throw new Error(`refunds are whole kopecks above zero, got ${part.amount}`);
      await refundRepo(trx).insert({ paymentId: part.paymentId, amount: part.amount, key: part.key, at: now() });
    },

    /** Asks the provider for a recorded refund, after its transaction committed; its status now. */
    settle,

    /** Asks again for the refunds the provider has not confirmed, oldest first; how many were asked. */
    async retry(limit: number): Promise<number> {
      const pending = await refundRepo(db).refundingKeys(limit);
      for (const { idempotency_key } of pending) await settle(idempotency_key);
      return pending.length;
    },
  };
}
export type PartialRefunds = ReturnType<typeof partialRefunds>;
