import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A driver's sessions for the desk's card: the running ones first, then the last ones, newest first. */
export function driverSessionsOf(db: Db, driverId: number, limit: number) {
  return db
    .selectFrom('parking_session')
    .select(['id', 'zone_number', 'parking_code', 'plate', 'kind', 'status', 'start_at', 'end_at', 'paid'])
    .where('driver_id', '=', driverId)
    .orderBy((eb) => eb.case().when('status', 'in', ['active', 'waiting']).then(0).else(1).end())
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
