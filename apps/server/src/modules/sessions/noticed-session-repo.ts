import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a session's notice says and checks of it: its zone, plate, status and end; undefined for an unknown session. */
export function sessionForNoticeOf(db: Kysely<Database>, sessionId: number) {
  return db.selectFrom('parking_session').select(['zone_number', 'plate', 'status', 'end_at']).where('id', '=', sessionId).executeTakeFirst();
}
