import type { Kysely } from 'kysely';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import type { PaidPeriods } from './fine-coverage.ts';

/**
 * The driver's own paid sessions and active subscriptions overlapping [from, to], plates in the
 * register's normal form. A waiting (not yet paid) session covers nothing; a cancelled one covers
 * what was paid before its cancel, which moved its end.
 */
export async function paidPeriodsOf(db: Kysely<Database>, driverId: number, from: Date, to: Date): Promise<PaidPeriods> {
  const [sessions, subscriptions] = await Promise.all([
    db
      .selectFrom('parking_session')
      .select(['id', 'plate', 'zone_number', 'start_at', 'end_at'])
      .where('driver_id', '=', driverId)
      .where('status', '!=', 'waiting')
      .where('end_at', 'is not', null)
      .where('start_at', '<=', to)
      .where('end_at', '>', from)
      .execute(),
    db
      .selectFrom('subscription')
      .select(['id', 'plate', 'zones', 'start_at', 'end_at'])
      .where('driver_id', '=', driverId)
      .where('status', '=', 'active')
      .where('start_at', '<=', to)
      .where('end_at', '>', from)
      .execute(),
  ]);
  return {
    sessions: sessions.map((s) => ({ id: Number(s.id), plate: normalisePlate(s.plate), zone: s.zone_number, start: s.start_at, end: s.end_at! })),
    subscriptions: subscriptions.map((s) => ({ id: Number(s.id), plate: normalisePlate(s.plate), zones: s.zones, start: s.start_at, end: s.end_at })),
  };
}
