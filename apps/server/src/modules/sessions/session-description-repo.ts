import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionDescription } from '../operations/operation-journal.ts';

/** The zone, plate and period of a session, as the operations history describes it; read in the caller's transaction. */
export async function sessionDescriptionOf(db: Kysely<Database> | Transaction<Database>, sessionId: number): Promise<SessionDescription | undefined> {
  const session = await db
    .selectFrom('parking_session')
    .select(['zone_number', 'parking_code', 'plate', 'start_at', 'end_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return undefined;
  return { zoneNumber: session.zone_number, parkingCode: session.parking_code, plate: session.plate, startAt: session.start_at, endAt: session.end_at };
}
