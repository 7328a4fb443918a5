import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The number of the lot a barrier ticket was taken at, as the operations history names it; read in the caller's transaction. */
export async function lotNumberOfTicket(db: Kysely<Database> | Transaction<Database>, ticketId: number): Promise<string | undefined> {
  const lot = await db
    .selectFrom('flat_ticket')
    .innerJoin('flat_lot', 'flat_lot.id', 'flat_ticket.lot_id')
    .select('flat_lot.number')
    .where('flat_ticket.id', '=', ticketId)
    .executeTakeFirst();
  return lot?.number;
}
