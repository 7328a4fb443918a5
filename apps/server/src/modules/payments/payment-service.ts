import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { ledger } from './ledger.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { PaymentPurpose, PaymentStatus } from './tables.ts';

export type ProviderPayment = Selectable<Database['provider_payment']>;

/**
 * What a completed payment does besides arriving: a top-up is credited by the service itself; the
 * parking module registers what a paid start or renewal does. Handlers run inside the completing
 * transaction, so the payment's status and its effect commit together.
 */
export type PaidHandler = (trx: Transaction<Database>, payment: ProviderPayment) => Promise<void>;

interface Deps {
  db: Kysely<Database>;
  /** The provider that collects payments of a method (card page, phone SMS, card widget). */
  providerFor: (method: TPaymentMethod) => PaymentProvider;
}

export interface NewPayment {
  driverId: number | null;
  purpose: PaymentPurpose;
  /** Kopecks, above zero. */
  amount: number;
  method: TPaymentMethod;
  phone: string | null;
  /** What the payment is for, read back by its PaidHandler. */
  details?: Record<string, unknown>;
  description: string;
  language: 'ru' | 'en';
  /** The payer's e-mail when known (the card widget shows it for the receipt). */
  email?: string | null;
}

/** Payments collected by a provider; their completion moves the ledger exactly once. */
export function paymentService({ db, providerFor }: Deps) {
  const handlers = new Map<PaymentPurpose, PaidHandler>();
  handlers.set('refill', async (trx, payment) => {
    if (payment.driver_id === null) return;
    await ledger.post(trx, { driverId: payment.driver_id, kind: 'refill', amount: Number(payment.amount), idempotencyKey: `payment:${payment.id}`, paymentId: payment.id });
  });

  return {
    onPaid(purpose: PaymentPurpose, handler: PaidHandler): void {
      handlers.set(purpose, handler);
    },

    /** Records a waiting payment and answers where the provider wants the browser to go. */
    async create(payment: NewPayment): Promise<{ id: string; redirectUrl: string }> {
      if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) throw new Error(`payment amounts are whole kopecks above zero, got ${payment.amount}`);
      const id = randomBytes(12).toString('base64url');
      await db
        .insertInto('provider_payment')
        .values({
          id,
          driver_id: payment.driverId,
          purpose: payment.purpose,
          amount: payment.amount,
          method: payment.method.methodName,
          phone: payment.phone,
          status: 'wait',
          details: JSON.stringify(payment.details ?? {}),
        })
        .execute();
      const { redirectUrl } = await providerFor(payment.method).createPayment({
        id,
        amount: payment.amount,
        purpose: payment.purpose,
        description: payment.description,
        phone: payment.phone,
        language: payment.language,
        email: payment.email ?? null,
      });
      return { id, redirectUrl };
    },

    async find(id: string): Promise<ProviderPayment | undefined> {
      return db.selectFrom('provider_payment').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The provider's outcome. Only a waiting payment changes; a replayed or late notice answers the
     * status the payment already has, so a callback delivered five times credits once.
     */
    async complete(id: string, outcome: 'pay' | 'decline'): Promise<PaymentStatus> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('provider_payment')
          .set({ status: outcome === 'pay' ? 'done' : 'declined', completed_at: new Date() })
          .where('id', '=', id)
          .where('status', '=', 'wait')
          .returningAll()
          .executeTakeFirst();
        if (!changed) {
          const existing = await trx.selectFrom('provider_payment').select('status').where('id', '=', id).executeTakeFirst();
          if (!existing) throw new AppError('NotFound');
          return existing.status;
        }
        if (changed.status === 'done') {
          const handler = handlers.get(changed.purpose);
          if (!handler) throw new Error(`no handler for paid ${changed.purpose} payments`);
          await handler(trx, changed);
        }
        return changed.status;
      });
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
