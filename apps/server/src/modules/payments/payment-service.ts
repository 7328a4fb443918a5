import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod/mini';
import type { TPayerPaymentStatus } from '@city-parking/contract/payments/payment-status';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { GuestReceipts } from './guest-payment-sms.ts';
import { ledger } from './ledger.ts';
import { paidHandlers } from './paid-handlers.ts';
import { payerStatusOf } from './payer-status.ts';
import { paymentCompletion } from './payment-completion.ts';
import { paymentCreation } from './payment-creation.ts';
import { paymentPolling } from './payment-polling.ts';
import { noReceipts, type PaymentReceipts } from './payment-receipts.ts';
import { paymentRefunds } from './payment-refunds.ts';
import { paymentRepo } from './payment-repo.ts';
import type { PaymentProvider, Refunder } from './providers/payment-provider.ts';
import { keptOnBalance, ZPurchase, type Purchase } from './purchase.ts';
import type { ProviderPayment } from './tables.ts';

export type { ProviderPayment } from './tables.ts';
export type { NewPayment } from './payment-creation.ts';

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

/**
 * Payments collected by a provider; their completion moves the ledger exactly once. Each job lives in
 * its own file (creation, completion, refunds, the job's polling); this puts them together per city.
 */
export function paymentService({ db, providerFor, refund, now, expiryMinutes, hasBalance, guestReceipts, receipts = noReceipts, log }: Deps) {
  const handlers = paidHandlers(log);
  handlers.on('refill', ZRefillDetails, async (trx, payment) => {
    if (payment.driver_id !== null) await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount: Number(payment.amount), at: now() });
    return keptOnBalance;
  });
  const creation = paymentCreation({ db, providerFor, now, expiryMinutes });
  const refunds = paymentRefunds({ db, refund, now, receipts, log });
  const completion = paymentCompletion({ db, now, hasBalance, apply: handlers.apply, settleRefund: refunds.settle, guestReceipts, receipts });
  const polling = paymentPolling({ db, now });

  return {
    /** What a paid payment of a purpose does (see PaidHandler); its details are parsed with `schema` first. */
    onPaid: handlers.on,

    create: creation.create,
    recordWaiting: creation.recordWaiting,

    find: (id: string): Promise<ProviderPayment | undefined> => paymentRepo(db).find(id),

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

    findByProviderId: (providerPaymentId: string): Promise<ProviderPayment | undefined> => paymentRepo(db).findByProviderId(providerPaymentId),

    complete: completion.complete,

    recordPartialRefund: refunds.recordPartial,
    settlePartialRefund: refunds.settlePartial,
    retryRefunds: refunds.retry,

    takeUnconfirmed: polling.takeUnconfirmed,
    expireWaiting: polling.expireWaiting,
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
