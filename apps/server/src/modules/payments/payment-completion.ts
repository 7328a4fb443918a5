import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import type { GuestReceipts } from './guest-payment-sms.ts';
import { ledger } from './ledger.ts';
import { paymentRepo } from './payment-repo.ts';
import type { PaymentReceipts } from './payment-receipts.ts';
import { purchaseOf, type Bought, type Purchase } from './purchase.ts';
import type { PaymentStatus, ProviderPayment } from './tables.ts';

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  /** False in a city without a balance (dontUseBalance): its confirmations show none. Read in the completing transaction. */
  hasBalance: (trx: Transaction<Database>) => Promise<boolean>;
  /** What the paid payment's purpose does with it (see paidHandlers), in the completing transaction. */
  apply: (trx: Transaction<Database>, payment: ProviderPayment) => Promise<Bought | 'refund'>;
  /** Returns the money of a payment whose `refunding` status has committed (see paymentRefunds). */
  settleRefund: (payment: ProviderPayment) => Promise<PaymentStatus>;
  /** Texts a guest what a completed payment bought; a guest has no account to see it in. */
  guestReceipts: GuestReceipts;
  receipts: PaymentReceipts;
}

/** The provider's outcome of a payment; the completion moves the ledger exactly once. */
export function paymentCompletion({ db, now, hasBalance, apply, settleRefund, guestReceipts, receipts }: Deps) {
  /** What a payment bought, with its kopecks and the balance it left (only a driver's, where the city keeps one). */
  async function purchaseIn(trx: Transaction<Database>, payment: ProviderPayment, bought: Bought): Promise<Purchase> {
    const balance = payment.driver_id !== null && (await hasBalance(trx)) ? await ledger.balanceOf(trx, payment.driver_id) : null;
    return purchaseOf(bought, Number(payment.amount), balance);
  }

  return {
    /**
     * The provider's outcome. Only a waiting payment changes; a replayed or late notice answers the
     * status the payment already has, so a callback delivered five times credits once. Money that
     * arrives after the payment expired, or that its handler cannot apply, is refunded, never applied
     * at an old price nor left on a balance the city does not have. What a completed payment bought
     * is kept with it for the payer's confirmation, and a guest is texted it once, by the notice that
     * completed the payment.
     */
    async complete(id: string, outcome: 'pay' | 'decline'): Promise<PaymentStatus> {
      const decided = await inTransaction(db, async (trx) => {
        const repo = paymentRepo(trx);
        // The row lock queues concurrent notices of one payment; each later one sees the first's status.
        const payment = await repo.lock(id);
        if (!payment) throw new AppError('NotFound');
        const expired = payment.status === 'expired' || (payment.status === 'wait' && payment.expires_at !== null && payment.expires_at <= now());
        if (payment.status !== 'wait' && payment.status !== 'expired') return { payment };
        let status: PaymentStatus = outcome === 'decline' ? (expired ? 'expired' : 'declined') : expired ? 'refunding' : 'done';
        let bought: Bought | 'refund' = 'refund';
        if (status === 'done') {
          bought = await apply(trx, { ...payment, status });
          if (bought === 'refund') status = 'refunding';
        }
        if (status === payment.status) return { payment };
        const purchase = bought === 'refund' ? null : await purchaseIn(trx, payment, bought);
        await repo.complete(id, status, now(), purchase);
        await operationJournal.paymentStatus(trx, [id], status);
        // Money the provider took gets its fiscal receipt with the money, whether it stays or goes back.
        if (outcome === 'pay') await receipts.taken(trx, payment, bought);
        const guest = bought === 'refund' ? undefined : bought.guest;
        return { payment: { ...payment, status }, taken: outcome === 'pay', receipt: purchase && guest ? { purchase, guest } : undefined };
      });
      // After the commit: a repeated notice returned above, so the guest hears of a payment once.
      if (decided.taken) await receipts.issue(id);
      if (decided.receipt) {
        // The fiscal receipt was just issued (or left to its job): the guest's one SMS links it when it exists.
        const fiscalLink = await receipts.linkOf(id).catch(() => null);
        await guestReceipts(decided.receipt.purchase, decided.receipt.guest, fiscalLink);
      }
      return decided.payment.status === 'refunding' ? settleRefund(decided.payment) : decided.payment.status;
    },
  };
}
