import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod/mini';
import type { TPayerPaymentStatus } from '@city-parking/contract/payments/payment-status';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import type { GuestReceipts } from './guest-payment-sms.ts';
import { ledger } from './ledger.ts';
import { paidHandlers } from './paid-handlers.ts';
import { refuseDocumentMethod } from './payment-method.ts';
import { partialRefunds } from './partial-refunds.ts';
import { payerStatusOf } from './payer-status.ts';
import { paymentRepo } from './payment-repo.ts';
import { noReceipts, type PaymentReceipts } from './payment-receipts.ts';
import type { PaymentProvider, Refunder } from './providers/payment-provider.ts';
import { keptOnBalance, purchaseOf, ZPurchase, type Bought, type Purchase } from './purchase.ts';
import type { PaymentPurpose, PaymentStatus, ProviderPayment } from './tables.ts';
import { inTransaction } from '../../db/in-transaction.ts';

export type { ProviderPayment } from './tables.ts';

/** A top-up carries no details. */
const ZRefillDetails = z.object({});

interface Deps {
  db: Kysely<Database>;
  /** The provider that collects payments of a method (card page, phone SMS, card widget). */
  providerFor: (method: TPaymentMethod) => PaymentProvider;
  /** Returns a payment's money through its provider. */
  refund: Refunder;
  /** The clock of expiry (the test clock in tests). */
  now: () => Date;
  /** How long a payment may wait for its completion. */
  expiryMinutes: number;
  /** False in a city without a balance (dontUseBalance): its confirmations show none. Read in the completing transaction. */
  hasBalance: (trx: Transaction<Database>) => Promise<boolean>;
  /** Texts a guest what a completed payment bought; a guest has no account to see it in. */
  guestReceipts: GuestReceipts;
  /** The fiscal receipts of money taken and returned; none where the city issues none. */
  receipts?: PaymentReceipts;
  log: FastifyBaseLogger;
}

/** A payment's status for its payer, with what it bought once it is done. */
export interface PayerStatus {
  status: TPayerPaymentStatus;
  purchase: Purchase | null;
  /** The address of the payment's fiscal receipt, once issued. */
  receiptUrl: string | null;
}

export interface NewPayment {
  driverId: number | null;
  purpose: PaymentPurpose;
  /** Kopecks, above zero. */
  amount: number;
  method: TPaymentMethod;
  phone: string | null;
  /** What the payment is for, read back through its purpose's schema by its PaidHandler. */
  details?: Record<string, unknown>;
  description: string;
  language: 'ru' | 'en';
  /** The payer's e-mail when known (the card widget shows it for the receipt). */
  email?: string | null;
  /** A guest payer's token hash, by which that guest alone may read the payment's status. */
  guestTokenHash?: string | null;
}

/** Whether `payer` made the payment: a company its own top-ups only, a guest by its token, a driver by id. */
function ownedBy(
  payment: Pick<ProviderPayment, 'driver_id' | 'guest_token_hash' | 'purpose' | 'details'> | undefined,
  payer: { driverId: number | null; guestTokenHash: string | null; companyId?: number | null },
): boolean {
  if (!payment) return false;
  if (payer.companyId != null) return payment.purpose === 'companyRefill' && payment.details.companyId === payer.companyId;
  // A company's payment has no driver: a caller without one (a guest) must not match it by null.
  if (payer.guestTokenHash === null) return payment.driver_id !== null && payment.driver_id === payer.driverId;
  return payment.guest_token_hash === payer.guestTokenHash;
}

/** Payments collected by a provider; their completion moves the ledger exactly once. */
export function paymentService({ db, providerFor, refund, now, expiryMinutes, hasBalance, guestReceipts, receipts = noReceipts, log }: Deps) {
  const handlers = paidHandlers(log);
  const parts = partialRefunds({ db, refund, now, receipts, log });
  handlers.on('refill', ZRefillDetails, async (trx, payment) => {
    if (payment.driver_id !== null) await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount: Number(payment.amount), at: now() });
    return keptOnBalance;
  });

  /** What a payment bought, with its kopecks and the balance it left (only a driver's, where the city keeps one). */
  async function purchaseIn(trx: Transaction<Database>, payment: ProviderPayment, bought: Bought): Promise<Purchase> {
    const balance = payment.driver_id !== null && (await hasBalance(trx)) ? await ledger.balanceOf(trx, payment.driver_id) : null;
    return purchaseOf(bought, Number(payment.amount), balance);
  }

  /** Writes a waiting payment and its history row; answers its id. */
  async function insertWaiting(payment: NewPayment, expiresAt: Date | null, outer?: Transaction<Database>): Promise<string> {
    if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) throw new Error(`payment amounts are whole kopecks above zero, got ${payment.amount}`);
    const id = randomBytes(12).toString('base64url');
    const details = payment.details ?? {};
    const createdAt = now();
    // The history shows a payment from the moment it waits for the payer.
    const write = async (trx: Transaction<Database>) => {
      await paymentRepo(trx).insert({
        id,
        driver_id: payment.driverId,
        purpose: payment.purpose,
        amount: payment.amount,
        method: payment.method.methodName,
        phone: payment.phone,
        status: 'wait',
        details: JSON.stringify(details),
        expires_at: expiresAt,
        guest_token_hash: payment.guestTokenHash ?? null,
        created_at: createdAt,
      });
      await operationJournal.paymentCreated(trx, { ...payment, id, method: payment.method.methodName, details, createdAt });
    };
    await (outer ? write(outer) : inTransaction(db, write));
    return id;
  }

  return {
    /** What a paid payment of a purpose does (see PaidHandler); its details are parsed with `schema` first. */
    onPaid: handlers.on,

    /** Records a waiting payment and answers where the provider wants the browser to go. */
    async create(payment: NewPayment): Promise<{ id: string; redirectUrl: string }> {
      // Every provider payment passes here: a document's money never goes to a provider's page.
      refuseDocumentMethod(payment.method.methodName);
      const id = await insertWaiting(payment, new Date(now().getTime() + expiryMinutes * 60_000));
      const { redirectUrl, providerPaymentId } = await providerFor(payment.method).createPayment({
        id,
        amount: payment.amount,
        purpose: payment.purpose,
        description: payment.description,
        phone: payment.phone,
        language: payment.language,
        email: payment.email ?? null,
      });
      if (providerPaymentId) await paymentRepo(db).setProviderId(id, providerPaymentId);
      // Some providers' addresses carry a decimal comma; the spec asks for a dot, whichever call answers the address.
      return { id, redirectUrl: redirectUrl.replaceAll(',', '.') };
    },

    /**
     * Records a waiting payment that no provider collects: money that arrives by bank transfer
     * against a payment document. It never expires here (the document decides until when it may
     * be paid) and completes through `complete`, like any other, so its purpose's handler applies
     * it exactly once. Written in the caller's transaction, with the document that names it.
     */
    recordWaiting(trx: Transaction<Database>, payment: NewPayment): Promise<string> {
      return insertWaiting(payment, null, trx);
    },

    async find(id: string): Promise<ProviderPayment | undefined> {
      return paymentRepo(db).find(id);
    },

    /**
     * The status of payment `id` for its payer: the driver it belongs to, the guest whose token
     * made it, or the company it tops up. Anyone else is told NotFound, as if there were no such payment.
     */
    async payerStatus(id: string, payer: { driverId: number | null; guestTokenHash: string | null; companyId?: number | null }): Promise<PayerStatus> {
      const payment = await paymentRepo(db).findForPayer(id);
      const mine = ownedBy(payment, payer);
      if (!payment || !mine) throw new AppError('NotFound');
      const status = payerStatusOf(payment, now());
      const stored = status === 'done' ? ZPurchase.safeParse(payment.confirmation) : null;
      return { status, purchase: stored?.success ? stored.data : null, receiptUrl: status === 'done' ? await receipts.linkOf(id) : null };
    },

    async findByProviderId(providerPaymentId: string): Promise<ProviderPayment | undefined> {
      return paymentRepo(db).findByProviderId(providerPaymentId);
    },

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
          bought = await handlers.apply(trx, { ...payment, status });
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

    /** Records the return of a part of a payment in the caller's transaction (see partialRefunds). */
    recordPartialRefund: parts.record,

    /** Asks the provider for a recorded partial refund once its transaction has committed. */
    settlePartialRefund: parts.settle,

    /** Asks the provider again for the refunds, whole and partial, it has not confirmed yet (the payment job). */
    async retryRefunds(limit: number): Promise<number> {
      const pending = await paymentRepo(db).refunding(limit);
      for (const payment of pending) await settleRefund(payment);
      return pending.length + (await parts.retry(limit));
    },

    /**
     * Provider payments that may still change at the provider (waiting, or expired within a day), least
     * recently asked about first; each is marked asked now. The job confirms them as a notification
     * would, so a notification that went astray neither strands money nor leaves a payment waiting.
     */
    async takeUnconfirmed(limit: number): Promise<ProviderPayment[]> {
      const repo = paymentRepo(db);
      const page = await repo.unconfirmed(new Date(now().getTime() - 24 * 60 * 60_000), limit);
      await repo.markChecked(
        page.map((p) => p.id),
        now(),
      );
      return page;
    },

    /** Marks waiting payments past their expiry as expired, a page at a time (the payment job). */
    async expireWaiting(limit: number): Promise<number> {
      return inTransaction(db, async (trx) => {
        const expired = await paymentRepo(trx).expireDue(now(), limit);
        await operationJournal.paymentStatus(
          trx,
          expired.map((p) => p.id),
          'expired',
        );
        return expired.length;
      });
    },
  };

  /**
   * Returns a payment's money after its `refunding` status has committed, so a crash between the two
   * leaves it for the job to retry; the provider's idempotence key keeps a retry from paying twice.
   */
  async function settleRefund(payment: ProviderPayment): Promise<PaymentStatus> {
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
}
export type PaymentService = ReturnType<typeof paymentService>;
