import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FlatTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type LotRow = Selectable<FlatTables['flat_lot']>;
export type TicketRow = Selectable<FlatTables['flat_ticket']>;
export type QuoteRow = Selectable<FlatTables['flat_quote']>;

/** Queries of barrier lots, their tickets and the prices quoted for them. */
export function flatRepo(db: Db) {
  return {
    findLot: (number: string) => db.selectFrom('flat_lot').selectAll().where('number', '=', number).executeTakeFirst(),

    lotById: (id: number) => db.selectFrom('flat_lot').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),

    /** The ticket with this number, of one lot when `lotId` is given. */
    findTicket(ticketNumber: string, lotId?: number) {
      let query = db.selectFrom('flat_ticket').selectAll().where('ticket_number', '=', ticketNumber);
      if (lotId !== undefined) query = query.where('lot_id', '=', lotId);
      return query.executeTakeFirst();
    },

    ticketById: (id: number) => db.selectFrom('flat_ticket').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),

    /** Locks the ticket row until the caller's transaction ends: its payments complete one at a time. */
    lockTicket: (id: number) => db.selectFrom('flat_ticket').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow(),

    async markPaid(id: number, paidUntil: Date, exitDeadline: Date, amount: number): Promise<void> {
      await db
        .updateTable('flat_ticket')
        .set((eb) => ({ status: 'paid', paid_until: paidUntil, exit_deadline: exitDeadline, paid: eb('paid', '+', amount) }))
        .where('id', '=', id)
        .execute();
    },

    async insertQuote(quote: Insertable<FlatTables['flat_quote']>): Promise<void> {
      await db.insertInto('flat_quote').values(quote).execute();
    },

    findQuote: (id: string) => db.selectFrom('flat_quote').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Quotes are worth nothing after their window; a day later they are only clutter. */
    async forgetQuotesBefore(at: Date): Promise<void> {
      await db.deleteFrom('flat_quote').where('created_at', '<', at).execute();
    },
  };
}
export type FlatRepo = ReturnType<typeof flatRepo>;
