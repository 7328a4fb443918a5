import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { issueDemoTickets, MIN_PAYABLE_DEMO_TICKETS } from './seed/demo-tickets.ts';

/** Tickets count as the demo's fresh ones for a day after entry; older ones grow dear. */
const FRESH_MS = 86_400_000;

/**
 * Demo only: the barrier-lot tickets that can be paid now (unpaid, or paid but not out by the exit
 * deadline), newest entry first. A demo lives for days while its tickets age, so the list first
 * lets new cars in, with entries a while before now, whenever fewer than a handful of unpaid
 * tickets entered within the last day: there is always a ticket at an everyday price to pay.
 */
export function flatDevRoutes({ db, now = () => new Date() }: { db: Kysely<Database>; now?: () => Date }): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/tickets', async () => {
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Two lists at once would both top up.
        await sql`select pg_advisory_xact_lock(hashtext('flat_ticket:demo'))`.execute(trx);
        const { fresh } = await trx
          .selectFrom('flat_ticket')
          .select((eb) => eb.fn.countAll<number>().as('fresh'))
          .where('status', '=', 'unpaid')
          .where('entry_at', '>', new Date(at.getTime() - FRESH_MS))
          .where('entry_at', '<=', at)
          .executeTakeFirstOrThrow();
        await issueDemoTickets(trx, at, MIN_PAYABLE_DEMO_TICKETS - Number(fresh));
      });
      const rows = await db
        .selectFrom('flat_ticket')
        .innerJoin('flat_lot', 'flat_lot.id', 'flat_ticket.lot_id')
        .select(['flat_ticket.ticket_number', 'flat_lot.number', 'flat_ticket.entry_at'])
        .where((eb) => eb.or([eb('flat_ticket.status', '=', 'unpaid'), eb('flat_ticket.exit_deadline', '<=', at)]))
        .where('flat_ticket.entry_at', '<=', at)
        .orderBy('flat_ticket.entry_at', 'desc')
        .orderBy('flat_ticket.id')
        .limit(100)
        .execute();
      return { status: 'ok', result: rows.map((r) => ({ ticketNumber: r.ticket_number, parkingNumber: r.number, entryTime: r.entry_at.toISOString() })) };
    });
  };
}
