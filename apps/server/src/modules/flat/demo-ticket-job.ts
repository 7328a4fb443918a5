import type { Kysely } from 'kysely';
import { lockRow } from '../../db/lock-row.ts';
import type { Database } from '../../db/schema.ts';
import type { Job } from '../../jobs/schedule-job.ts';
import { issueDemoTickets, MIN_PAYABLE_DEMO_TICKETS } from './seed/demo-tickets.ts';

/** Tickets count as the demo's fresh ones for a day after entry; older ones grow dear. */
const FRESH_MS = 86_400_000;

/**
 * Demo only. A demo lives for days while its tickets age, so this job lets new cars in, with entries
 * a while before now, whenever fewer than a handful of unpaid tickets entered within the last day:
 * there is always a ticket at an everyday price to pay. It runs when the server is ready (a demo
 * restarted days after its seed is payable at once) and every few minutes after.
 */
export function demoTicketJob(db: Kysely<Database>, now: () => Date): Job {
  return {
    name: 'flat:demo-tickets',
    everyMs: 5 * 60_000,
    atStart: true,
    run: async () => {
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Two processes at once would both top up.
        await lockRow(trx, 'flat_ticket:demo');
        const { fresh } = await trx
          .selectFrom('flat_ticket')
          .select((eb) => eb.fn.countAll<number>().as('fresh'))
          .where('status', '=', 'unpaid')
          .where('entry_at', '>', new Date(at.getTime() - FRESH_MS))
          .where('entry_at', '<=', at)
          .executeTakeFirstOrThrow();
        await issueDemoTickets(trx, at, MIN_PAYABLE_DEMO_TICKETS - Number(fresh));
      });
    },
  };
}
