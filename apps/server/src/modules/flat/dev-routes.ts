import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Demo only: the barrier-lot tickets that can be paid now (unpaid, or paid but not out by the exit
 * deadline), newest entry first. The demo ticket job keeps a handful of fresh ones among them.
 */
export function flatDevRoutes({ db, now }: { db: Kysely<Database>; now: () => Date }): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/tickets', async () => {
      const at = now();
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
