import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { paymentRepo } from './payment-repo.ts';
import type { ProviderPayment } from './tables.ts';

/** How long after its expiry a payment may still be asked about: money the provider took late is still refunded. */
const ASKED_FOR_MS = 24 * 60 * 60_000;

/** The payment job's pages: payments to ask their provider about, and waiting payments whose time ran out. */
export function paymentPolling({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  return {
    /**
     * Provider payments that may still change at the provider (waiting, or expired within a day), least
     * recently asked about first; each is marked asked now. The job confirms them as a notification
     * would, so a notification that went astray neither strands money nor leaves a payment waiting.
     */
    async takeUnconfirmed(limit: number): Promise<ProviderPayment[]> {
      const repo = paymentRepo(db);
      const page = await repo.unconfirmed(new Date(now().getTime() - ASKED_FOR_MS), limit);
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
}
