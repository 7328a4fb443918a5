import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { paymentRepo } from './payment-repo.ts';
import { refuseDocumentMethod } from './payment-method.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { PaymentPurpose } from './tables.ts';

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

interface Deps {
  db: Kysely<Database>;
  /** The provider that collects payments of a method (card page, phone SMS, card widget). */
  providerFor: (method: TPaymentMethod) => PaymentProvider;
  now: () => Date;
  /** How long a payment may wait for its completion. */
  expiryMinutes: number;
}

/** New payments: written waiting, then handed to the provider that collects them (or to a bank transfer). */
export function paymentCreation({ db, providerFor, now, expiryMinutes }: Deps) {
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
  };
}
