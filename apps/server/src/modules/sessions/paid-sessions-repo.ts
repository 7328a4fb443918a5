import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A session another module reads back as paid parking: where, for which plate, when, and what it cost. */
export interface PaidSession {
  id: number;
  plate: string;
  zoneId: number;
  zoneNumber: string;
  start: Date;
  end: Date;
  /** Kopecks paid, net of refunds. */
  paid: number;
}

/** Sessions read per query: the embedded database has one connection, which no query holds for long. */
const PAGE = 200;

const COLUMNS = ['id', 'plate', 'zone_id', 'zone_number', 'start_at', 'end_at', 'paid'] as const;

const paidSession = (row: {
  id: number;
  plate: string;
  zone_id: number;
  zone_number: string;
  start_at: Date;
  end_at: Date | null;
  paid: number;
}): PaidSession => ({
  id: Number(row.id),
  plate: row.plate,
  zoneId: Number(row.zone_id),
  zoneNumber: row.zone_number,
  start: row.start_at,
  end: row.end_at ?? row.start_at,
  paid: Number(row.paid),
});

/**
 * The driver's sessions that cost something and started in [from, to), in time order, read page by
 * page: what the subscription advice prices again under each offer.
 */
export async function paidSessionsStartedIn(db: Kysely<Database>, driverId: number, from: Date, to: Date): Promise<PaidSession[]> {
  const rows: PaidSession[] = [];
  for (;;) {
    const last = rows.at(-1);
    let query = db
      .selectFrom('parking_session')
      .select(COLUMNS)
      .where('driver_id', '=', driverId)
      .where('paid', '>', 0)
      .where('end_at', 'is not', null)
      .where('status', 'in', ['active', 'done', 'cancelled'])
      .where('start_at', '>=', from)
      .where('start_at', '<', to);
    if (last) query = query.where((eb) => eb.or([eb('start_at', '>', last.start), eb.and([eb('start_at', '=', last.start), eb('id', '>', last.id)])]));
    const page = await query.orderBy('start_at').orderBy('id').limit(PAGE).execute();
    rows.push(...page.map(paidSession));
    if (page.length < PAGE) return rows;
  }
}

/**
 * The driver's sessions that paid for some of [from, to]: what may cover a fine. A waiting (not yet
 * paid) session covers nothing; a cancelled one covers what was paid before its cancel, which moved its end.
 */
export async function sessionsPaidOver(db: Kysely<Database>, driverId: number, from: Date, to: Date): Promise<PaidSession[]> {
  const rows = await db
    .selectFrom('parking_session')
    .select(COLUMNS)
    .where('driver_id', '=', driverId)
    .where('status', '!=', 'waiting')
    .where('end_at', 'is not', null)
    .where('start_at', '<=', to)
    .where('end_at', '>', from)
    .execute();
  return rows.map(paidSession);
}

/** One of the driver's sessions that has ended (or has an end), as a fine's evidence shows it; undefined for another's or a running one. */
export async function endedSessionOf(db: Kysely<Database>, driverId: number, sessionId: number): Promise<PaidSession | undefined> {
  const row = await db.selectFrom('parking_session').select(COLUMNS).where('id', '=', sessionId).where('driver_id', '=', driverId).executeTakeFirst();
  return row?.end_at ? paidSession(row) : undefined;
}
