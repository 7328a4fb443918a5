import type { Kysely } from 'kysely';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { sessionsPaidOver } from '../sessions/paid-sessions-repo.ts';
import { activeSubscriptionsOver } from '../subscriptions/paid-subscriptions-repo.ts';
import type { PaidPeriods } from './fine-coverage.ts';

/**
 * The driver's own paid sessions and active subscriptions overlapping [from, to], plates in the
 * register's normal form; which of them count as paid is the sessions' and subscriptions' rule.
 */
export async function paidPeriodsOf(db: Kysely<Database>, driverId: number, from: Date, to: Date): Promise<PaidPeriods> {
  const [sessions, subscriptions] = await Promise.all([sessionsPaidOver(db, driverId, from, to), activeSubscriptionsOver(db, driverId, from, to)]);
  return {
    sessions: sessions.map((s) => ({ id: s.id, plate: normalisePlate(s.plate), zone: s.zoneNumber, start: s.start, end: s.end })),
    subscriptions: subscriptions.map((s) => ({ id: Number(s.id), plate: normalisePlate(s.plate), zones: s.zones, start: s.start_at, end: s.end_at })),
  };
}
