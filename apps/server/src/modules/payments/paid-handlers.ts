import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import type { Database } from '../../db/schema.ts';
import type { Bought } from './purchase.ts';
import type { PaymentPurpose, ProviderPayment } from './tables.ts';

/**
 * What a completed payment does besides arriving: a top-up is credited by the payment service
 * itself; the parking modules register what a paid start, renewal, deferred session or ticket does.
 * Handlers run inside the completing transaction, so the payment's status and its effect commit
 * together, and get the payment's details as their purpose's schema parsed them. A handler answers
 * what the money bought (the payer's confirmation), or `'refund'` when it cannot be applied (nothing
 * is left to pay for, and no balance may keep it); it must then have written nothing, and the
 * payment goes back to the payer.
 */
export type PaidHandler<Details> = (trx: Transaction<Database>, payment: ProviderPayment, details: Details) => Promise<Bought | 'refund'>;

type Completion = (trx: Transaction<Database>, payment: ProviderPayment) => Promise<Bought | 'refund'>;

/** The handlers of paid payments, one per purpose, each with the schema of its details. */
export function paidHandlers(log: FastifyBaseLogger) {
  const handlers = new Map<PaymentPurpose, Completion>();

  /**
   * Registers what a paid payment of `purpose` does. Its details were written by this process, so
   * details its schema refuses are a programming fault: logged, and the money goes back rather
   * than the completion failing on every notice the provider repeats.
   */
  function on<S extends $ZodType>(purpose: PaymentPurpose, schema: S, handler: PaidHandler<output<S>>): void {
    handlers.set(purpose, async (trx, payment) => {
      const parsed = safeParse(schema, payment.details);
      if (parsed.success) return handler(trx, payment, parsed.data);
      // The paths only: details may hold a payer's phone.
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(details)');
      log.error({ paymentId: payment.id, purpose, fields }, 'paid payment has details its purpose cannot read; refunded');
      return 'refund';
    });
  }

  /** Applies a paid payment: what it bought, or `'refund'` when its money goes back instead. */
  async function apply(trx: Transaction<Database>, payment: ProviderPayment): Promise<Bought | 'refund'> {
    const handler = handlers.get(payment.purpose);
    if (!handler) throw new Error(`no handler for paid ${payment.purpose} payments`);
    return handler(trx, payment);
  }

  return { on, apply };
}
