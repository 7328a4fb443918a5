import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { lockRow } from '../../db/lock-row.ts';
import { holdsPlate } from '../accounts/holds-plate.ts';
import type { Database } from '../../db/schema.ts';
import { zoneRepo } from '../parking/zone-repo.ts';
import type { SessionTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const MINUTE_MS = 60_000;
export type SessionRow = Selectable<SessionTables['parking_session']>;
export type NewSession = Insertable<SessionTables['parking_session']>;
export type { ZoneRow } from '../parking/zone-repo.ts';

/**
 * Queries of parking sessions, and of the zones their cost needs. The locks mean
 * something only on a repo made over a transaction: they hold until it ends.
 */
export function sessionRepo(db: Db) {
  return {
    /** The zone with this number and/or parking code (an empty one is not compared). */
    findZone: (zoneNumber: string, parkingCode: string) => zoneRepo(db).find(zoneNumber, parkingCode),

    zoneById: (id: number) => zoneRepo(db).byId(id),

    /** A driver's session; undefined when it does not exist or is someone else's. */
    findOwn: (driverId: number, id: number) =>
      db.selectFrom('parking_session').selectAll().where('id', '=', id).where('driver_id', '=', driverId).executeTakeFirst(),

    /** A session whoever's it is: the confirmation of a payment that made or paid it. */
    findById: (id: number) => db.selectFrom('parking_session').selectAll().where('id', '=', id).executeTakeFirst(),

    findByRequestKey: (key: string) => db.selectFrom('parking_session').selectAll().where('request_key', '=', key).executeTakeFirst(),

    /**
     * Serialises every start of one plate until the caller's transaction ends, so that two starts
     * cannot both find the plate free. A lock row (db/lock-row.ts) also guards the moment
     * before the session row exists, which a row lock cannot.
     */
    async lockPlate(plate: string): Promise<void> {
      await lockRow(db, `parking_session:${plate}`);
    },

    /**
     * A session of the plate, other than a cancelled one or `exceptId`, that shares part of [start, end).
     * A null end is a session still running (or, for `end`, one asked to run until stopped). A stopped
     * session (waiting for its payment, or paid) is billed to the end of the minute it was stopped in,
     * after the car left: a start within that minute does not overlap it.
     */
    async overlapping(plate: string, start: Date, end: Date | null, exceptId?: number, ofDriver?: number): Promise<SessionRow | undefined> {
      const afterStopMinute = new Date(start.getTime() + MINUTE_MS);
      let query = db
        .selectFrom('parking_session')
        .selectAll()
        .where('plate', '=', plate)
        .where((eb) =>
          eb.or([
            eb('end_at', 'is', null),
            eb.and([eb('status', 'in', ['waiting', 'done']), eb('end_at', '>', afterStopMinute)]),
            eb.and([eb('status', '=', 'active'), eb('end_at', '>', start)]),
          ]),
        )
        .where('status', '!=', 'cancelled');
      if (end) query = query.where('start_at', '<', end);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      if (ofDriver !== undefined) query = query.where('driver_id', '=', ofDriver);
      return query.executeTakeFirst();
    },

    /**
     * The session that keeps `driverId` (null: a guest) from parking `plate` over [start, end). Any
     * overlapping session blocks, except for the plate's registered owner: a driver who has the plate
     * among their vehicles is blocked only by their own sessions, so that somebody else's session on
     * the plate (a stranger's or a guest's) can never lock the owner out of paying for the car.
     */
    async blocking(plate: string, start: Date, end: Date | null, driverId: number | null, exceptId?: number): Promise<SessionRow | undefined> {
      const owner = driverId !== null && (await holdsPlate(db, driverId, plate));
      return this.overlapping(plate, start, end, exceptId, owner ? driverId : undefined);
    },

    /**
     * What bounds a driver's sessions that are paid afterwards: how many run now without an end, and
     * whether a stopped one still waits for its payment.
     */
    async openDebts(driverId: number): Promise<{ running: number; unpaid: boolean }> {
      const rows = await db
        .selectFrom('parking_session')
        .select(['status', 'end_at', 'amount_to_pay'])
        .where('driver_id', '=', driverId)
        .where((eb) =>
          eb.or([eb.and([eb('status', '=', 'active'), eb('end_at', 'is', null)]), eb.and([eb('status', '=', 'waiting'), eb('amount_to_pay', '>', 0)])]),
        )
        .execute();
      return { running: rows.filter((r) => r.status === 'active').length, unpaid: rows.some((r) => r.status === 'waiting') };
    },

    /** Serialises the no-balance starts of one driver, so two at once cannot both pass its limits. */
    async lockDriverStarts(driverId: number): Promise<void> {
      await lockRow(db, `no_balance_driver:${driverId}`);
    },

    /** The new session's id; undefined when a session with the same request key exists. */
    async insert(session: NewSession): Promise<number | undefined> {
      const row = await db
        .insertInto('parking_session')
        .values(session)
        .onConflict((oc) => oc.column('request_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Locks the session row until the caller's transaction ends: renewals and cancels of one session queue up. */
    lockOwn: (driverId: number, id: number) =>
      db.selectFrom('parking_session').selectAll().where('id', '=', id).where('driver_id', '=', driverId).forUpdate().executeTakeFirst(),

    async extend(id: number, endAt: Date, addPaid: number): Promise<void> {
      await db
        .updateTable('parking_session')
        .set((eb) => ({ end_at: endAt, paid: eb('paid', '+', addPaid) }))
        .where('id', '=', id)
        .execute();
    },

    /** Ends an active session that has not ended by `now`; undefined when it had (or was cancelled) already. */
    cancel(driverId: number, id: number, now: Date, refund: number) {
      return db
        .updateTable('parking_session')
        .set((eb) => ({ status: 'cancelled', end_at: now, paid: eb('paid', '-', refund) }))
        .where('id', '=', id)
        .where('driver_id', '=', driverId)
        .where('status', '=', 'active')
        .where('end_at', '>', now)
        .returning(['id'])
        .executeTakeFirst();
    },

    /**
     * A driver's active sessions that have not ended by `now` (soonest end first, running no-balance
     * ones last), then the waiting ones that are still to be paid, with their zone's names and
     * the name of the company whose account paid (its extension is that company's too).
     */
    async currentOf(driverId: number, now: Date, companyNamesOf: (ids: readonly number[]) => Promise<Map<number, string>>) {
      const sessions = await db
        .selectFrom('parking_session')
        .selectAll('parking_session')
        .where('parking_session.driver_id', '=', driverId)
        .where((eb) =>
          eb.or([
            eb.and([eb('parking_session.status', '=', 'active'), eb.or([eb('parking_session.end_at', '>', now), eb('parking_session.end_at', 'is', null)])]),
            eb('parking_session.status', '=', 'waiting'),
          ]),
        )
        // 'active' sorts before 'waiting'; PostgreSQL puts a null end after every other.
        .orderBy('parking_session.status')
        .orderBy('parking_session.end_at')
        .orderBy('parking_session.id')
        .execute();
      const [zones, companies] = await Promise.all([
        zoneRepo(db).namesOf([...new Set(sessions.map((session) => session.zone_id))]),
        companyNamesOf([...new Set(sessions.flatMap((session) => session.company_id ?? []))]),
      ]);
      const zoneNames = new Map(zones.map((zone) => [Number(zone.id), zone]));
      // A session whose zone is gone is not listed, as the join left it out.
      return sessions.flatMap((session) => {
        const zone = zoneNames.get(session.zone_id);
        if (!zone) return [];
        const company_name = session.company_id === null ? null : (companies.get(session.company_id) ?? null);
        return [{ ...session, name_ru: zone.name_ru, name_en: zone.name_en, company_name }];
      });
    },

    /**
     * Ends a running no-balance session at `at`: waiting with `amount` due, or done when it cost
     * nothing. Undefined when it is no longer running (another stop got there first).
     */
    stop(driverId: number, id: number, at: Date, amount: number) {
      return db
        .updateTable('parking_session')
        .set({ status: amount > 0 ? 'waiting' : 'done', end_at: at, amount_to_pay: amount })
        .where('id', '=', id)
        .where('driver_id', '=', driverId)
        .where('status', '=', 'active')
        .where('end_at', 'is', null)
        .returning(['id'])
        .executeTakeFirst();
    },

    /** Marks a waiting session paid: what was due is added to what was paid. Undefined when it was not waiting. */
    settle(driverId: number, id: number) {
      return db
        .updateTable('parking_session')
        .set((eb) => ({ status: 'done', paid: eb('paid', '+', eb.ref('amount_to_pay')), amount_to_pay: 0 }))
        .where('id', '=', id)
        .where('driver_id', '=', driverId)
        .where('status', '=', 'waiting')
        .returning(['id'])
        .executeTakeFirst();
    },

    /** Records the company whose balance paid the session's start and its driver the session was paid for. */
    async markPaidByCompany(id: number, paidBy: { companyId: number; companyDriverId: number }): Promise<void> {
      await db.updateTable('parking_session').set({ company_id: paidBy.companyId, company_driver_id: paidBy.companyDriverId }).where('id', '=', id).execute();
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
