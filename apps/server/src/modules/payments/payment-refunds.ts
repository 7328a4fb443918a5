import { inTransaction } from '../../db/in-transaction.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { partialRefunds, type RefundDeps } from './partial-refunds.ts';
import { paymentRepo } from './payment-repo.ts';
import type { PaymentStatus, ProviderPayment } from './tables.ts';

/** Money that goes back to the payer through the provider: whole payments that could not be applied, and parts of them. */
export function paymentRefunds({ db, refund, now, receipts, log }: RefundDeps) {
  const parts = partialRefunds({ db, refund, now, receipts, log });

  /**
   * Returns a payment's money after its `refunding` status has committed, so a crash between the two
   * leaves it for the job to retry; the provider's idempotence key keeps a retry from paying twice.
   */
  async function settle(payment: ProviderPayment): Promise<PaymentStatus> {
    try {
      await refund({ id: payment.id, amount: Number(payment.amount), providerPaymentId: payment.provider_payment_id });
    } catch (error) {
      log.warn({ paymentId: payment.id, reason: (error as Error).message }, 'refund not confirmed yet; retried by the payment job');
      return 'refunding';
    }
    await inTransaction(db, async (trx) => {
      const refunded = await paymentRepo(trx).markRefunded(payment.id);
      await operationJournal.paymentStatus(
        trx,
        refunded.map((p) => p.id),
        'refunded',
      );
      // Only the confirmation that marked it refunded records the return.
      if (refunded.length > 0) await receipts.returned(trx, { paymentId: payment.id, amount: Number(payment.amount), key: `payment:${payment.id}` });
    });
    await receipts.issue(payment.id);
    log.info({ paymentId: payment.id }, 'payment refunded');
    return 'refunded';
  }

  return {
    settle,

    /** Asks the provider again for the refunds, whole and partial, it has not confirmed yet (the payment job). */
    async retry(limit: number): Promise<number> {
      const pending = await paymentRepo(db).refunding(limit);
      for (const payment of pending) await settle(payment);
      return pending.length + (await parts.retry(limit));
    },

    /** Records the return of a part of a payment in the caller's transaction (see partialRefunds). */
    recordPartial: parts.record,

    /** Asks the provider for a recorded partial refund once its transaction has committed. */
    settlePartial: parts.settle,
  };
}
export type PaymentRefunds = ReturnType<typeof paymentRefunds>;
