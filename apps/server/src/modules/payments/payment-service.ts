import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { ledger } from './ledger.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { PaymentStatus } from './tables.ts';

interface Deps {
  db: Kysely<Database>;
  provider: PaymentProvider;
}

/** Payments collected by the provider; their completion moves the ledger exactly once. */
export function paymentService({ db, provider }: Deps) {
  return {
    /** A top-up through the provider: the payment is recorded as waiting and the provider's page address is answered. */
    async refill(driverId: number, amount: number, method: string, phone: string | null): Promise<string> {
      const id = randomBytes(12).toString('base64url');
      await db.insertInto('provider_payment').values({ id, driver_id: driverId, purpose: 'refill', amount, method, phone, status: 'wait', details: '{}' }).execute();
      const { redirectUrl } = await provider.createPayment({ id, amount, description: 'Пополнение баланса' });
      return redirectUrl;
    },

    async find(id: string) {
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
          .returning(['driver_id', 'amount', 'purpose', 'status'])
          .executeTakeFirst();
        if (!changed) {
          const existing = await trx.selectFrom('provider_payment').select('status').where('id', '=', id).executeTakeFirst();
          if (!existing) throw new AppError('NotFound');
          return existing.status;
        }
        if (changed.status === 'done' && changed.purpose === 'refill' && changed.driver_id !== null) {
          await ledger.post(trx, { driverId: changed.driver_id, kind: 'refill', amount: Number(changed.amount), idempotencyKey: `payment:${id}`, paymentId: id });
        }
        return changed.status;
      });
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
