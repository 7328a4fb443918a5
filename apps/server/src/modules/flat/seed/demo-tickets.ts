import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Tickets a fresh demo lets in, and the fewest payable ones the ticket list keeps. */
export const DEMO_TICKET_COUNT = 20;
export const MIN_PAYABLE_DEMO_TICKETS = 5;
/** Demo entries lie between these many minutes before the moment they are made. */
const EARLIEST_MINUTES = 6 * 60;
const LATEST_MINUTES = 40;

/**
 * Lets `count` cars into the lots, spread over the hours before `at` (relative to it, so that a
 * demo made now is payable now), round-robin over the lots. Numbers are the lot's and seven random
 * digits; a rare clash is skipped.
 */
export async function issueDemoTickets(db: Kysely<Database> | Transaction<Database>, at: Date, count: number): Promise<void> {
  const lots = await db.selectFrom('flat_lot').select(['id', 'number']).orderBy('number').execute();
  if (lots.length === 0 || count <= 0) return;
  const span = EARLIEST_MINUTES - LATEST_MINUTES;
  const rows = Array.from({ length: count }, (_, i) => {
    const lot = lots[i % lots.length]!;
    const minutesAgo = LATEST_MINUTES + Math.round((span * i) / Math.max(1, count - 1));
    return {
      ticket_number: `${lot.number}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
      lot_id: lot.id,
      entry_at: new Date(at.getTime() - minutesAgo * 60_000),
      created_at: at,
    };
  });
  await db
    .insertInto('flat_ticket')
    .values(rows)
    .onConflict((oc) => oc.column('ticket_number').doNothing())
    .execute();
}
