import type { Kysely } from 'kysely';
import { CANCEL_MIN_REMAINING_MINUTES } from '@city-parking/contract/payments/session-calls';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { ceilToMinute, type CostService } from './cost-service.ts';
import type { CompanyAccounts } from './session-payment.ts';
import { sessionRepo } from './session-repo.ts';
import { inTransaction } from '../../db/in-transaction.ts';

const MINUTE_MS = 60_000;

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  costs: CostService;
  companies: CompanyAccounts;
}

/** Ending a paid session early and returning what its unused time is worth. */
export function cancelService({ db, now, costs, companies }: Deps) {
  return {
    /** The refund in kopecks. */
    async cancel(driverId: number, sessionId: number | '' | undefined): Promise<number> {
      const at = now();
      const seen = costs.openSession(sessionId ? await sessionRepo(db).findOwn(driverId, sessionId) : undefined, at);
      const tariff = await costs.tariff();
      const prices = (await sessionRepo(db).zoneById(seen.zone_id))?.prices ?? [];
      return inTransaction(db, async (trx) => {
        const repo = sessionRepo(trx);
        // Locked, so that a renewal finishing meanwhile is counted in the refund.
        const session = costs.openSession(await repo.lockOwn(driverId, seen.id), at);
        if (session.end_at.getTime() - at.getTime() < CANCEL_MIN_REMAINING_MINUTES * MINUTE_MS) throw new AppError('NoSaving');
        // The minute already begun is the driver's; the refund is what the rest would cost now, never more than was paid.
        const from = ceilToMinute(at);
        const minutes = Math.floor((session.end_at.getTime() - from.getTime()) / MINUTE_MS);
        const refund = Math.min(Number(session.paid), tariff.costOf(prices, from, minutes).toPay);
        // Conditional, so that of two cancels only one finds the session still running.
        if (!(await repo.cancel(driverId, session.id, at, refund))) throw new AppError('ParkingSessionIsOver');
        // The history shows the time returned: from the next minute to the end that was paid for.
        const period = { start: from, end: session.end_at };
        // What the company paid goes back to the company, under the same rules.
        if (refund > 0 && session.company_id !== null)
          await companies.refund(trx, driverId, { ...session, company_id: Number(session.company_id) }, refund, period);
        else if (refund > 0)
          await ledger.post(trx, { driverId, kind: 'cancel', amount: refund, idempotencyKey: `cancel:${session.id}`, sessionId: session.id, period, at });
        return refund;
      });
    },
  };
}
export type CancelService = ReturnType<typeof cancelService>;
