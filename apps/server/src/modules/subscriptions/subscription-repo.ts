import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { lockRow } from '../../db/lock-row.ts';
import type { Database } from '../../db/schema.ts';
import { holdsPlate } from '../accounts/holds-plate.ts';
import { vehiclePlatesOf } from '../accounts/vehicle-lookup-repo.ts';
import { SHOWN_PRECISION_MS } from './constructor-offer.ts';
import { pauseSpanOf } from './subscription-state.ts';
import { unpausedWindows } from './subscription-actions-policy.ts';
import type { BenefitRow, OfferRow, PauseRow, SubscriptionRow, SubscriptionTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Null is every zone; two zone sets overlap when either is every zone or they share a zone number. */
export const zonesOverlap = (a: readonly string[] | null, b: readonly string[] | null) => a === null || b === null || a.some((zone) => b.includes(zone));

/** A benefit as the cost rule takes it: a plate's active subscription that covers a zone. */
export interface BenefitWindow {
  id: number;
  from: Date;
  to: Date;
  percent: number;
  label: { ru: string; en: string };
}

/** A plate's active subscriptions (oldest start first) and their pauses. */
export interface PlateBenefits {
  rows: { id: number; zones: string[] | null; start_at: Date; end_at: Date; discount_percent: number; label_ru: string; label_en: string }[];
  pauses: PauseRow[];
}

/**
 * The benefits of a plate in a zone that end after `from` (and, with `to`, start before it), as
 * windows of the cost rule: one per unpaused part of each, since no discount applies while a
 * subscription is paused.
 */
export function benefitWindowsOf({ rows, pauses }: PlateBenefits, zoneNumber: string, from: Date, to?: Date): BenefitWindow[] {
  return rows
    .filter((row) => row.end_at > from && (!to || row.start_at < to) && (row.zones === null || row.zones.includes(zoneNumber)))
    .flatMap((row) =>
      unpausedWindows(row.start_at, row.end_at, pauses.filter((pause) => pause.subscription_id === row.id).map(pauseSpanOf)).map((window) => ({
        id: row.id,
        ...window,
        percent: row.discount_percent,
        label: { ru: row.label_ru, en: row.label_en },
      })),
    );
}

/**
 * Queries of subscription offers and drivers' subscriptions. The lock means something only on a
 * repo made over a transaction: it holds until the transaction ends.
 */
export function subscriptionRepo(db: Db) {
  /** The pauses of the subscriptions, oldest first. */
  async function pausesOf(ids: readonly number[]): Promise<PauseRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('subscription_pause').selectAll().where('subscription_id', 'in', ids).orderBy('started_at').orderBy('id').execute();
  }

  /** The plate's active subscriptions with their pauses, whatever their zones and time: what `benefits` picks from. */
  async function plateBenefits(plate: string): Promise<PlateBenefits> {
    const rows = await db
      .selectFrom('subscription')
      .innerJoin('subscription_offer as offer', 'offer.id', 'subscription.offer_id')
      .select(['subscription.id', 'subscription.zones', 'subscription.start_at', 'subscription.end_at', 'subscription.discount_percent'])
      .select(['offer.label_ru', 'offer.label_en'])
      .where('subscription.plate', '=', plate)
      .where('subscription.status', '=', 'active')
      .orderBy('subscription.start_at')
      .execute();
    return { rows, pauses: await pausesOf(rows.map((row) => row.id)) };
  }

  return {
    /** Offers on sale, in their order. */
    offers: () => db.selectFrom('subscription_offer').selectAll().where('on_sale', '=', true).orderBy('sort').orderBy('id').execute(),

    /** An offer on sale by its code, or with `withConstructed` (a city with the constructor on) one the constructor built. */
    findOffer: (code: string, withConstructed = false): Promise<OfferRow | undefined> =>
      db
        .selectFrom('subscription_offer')
        .selectAll()
        .where('code', '=', code)
        .where((eb) => (withConstructed ? eb.or([eb('on_sale', '=', true), eb('constructed', '=', true)]) : eb('on_sale', '=', true)))
        .executeTakeFirst(),

    /**
     * Marks a constructed offer shown at `at` (an hour's precision): a purchase does, so that the
     * retention job, which removes offers nobody has seen for a day, leaves one being bought alone.
     */
    async markShown(id: number, at: Date): Promise<void> {
      await db
        .updateTable('subscription_offer')
        .set({ shown_at: at })
        .where('id', '=', id)
        .where('constructed', '=', true)
        .where((eb) => eb.or([eb('shown_at', 'is', null), eb('shown_at', '<', new Date(at.getTime() - SHOWN_PRECISION_MS))]))
        .execute();
    },

    offerById: (id: number) => db.selectFrom('subscription_offer').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Serialises every purchase for one plate until the caller's transaction ends, so that two
     * purchases cannot both find the plate's period free (the row to conflict with does not exist yet).
     */
    async lockPlate(plate: string): Promise<void> {
      await lockRow(db, `subscription:${plate}`);
    },

    /**
     * The subscription that keeps `driverId` from giving `plate` one over [start, end) in `zones`
     * (other than `exceptId`): an active one sharing part of the period and a zone. A refunded or
     * cancelled one never blocks, and the plate's registered owner (accounts/holds-plate.ts, as for
     * sessions) is blocked only by their own, so that somebody else's subscription for the plate,
     * bought or moved there, never keeps the owner from buying one, however cheaply it was refunded.
     */
    async blocking(
      plate: string,
      start: Date,
      end: Date,
      zones: readonly string[] | null,
      driverId: number,
      exceptId?: number,
    ): Promise<SubscriptionRow | undefined> {
      let query = db
        .selectFrom('subscription')
        .selectAll()
        .where('plate', '=', plate)
        .where('status', '=', 'active')
        .where('end_at', '>', start)
        .where('start_at', '<', end);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      if (await holdsPlate(db, driverId, plate)) query = query.where('driver_id', '=', driverId);
      const rows = await query.execute();
      return rows.find((row) => zonesOverlap(row.zones, zones));
    },

    /** The driver's subscription `id`, locked until the caller's transaction ends; undefined when it is not theirs. */
    lockOwned: (id: number, driverId: number) =>
      db.selectFrom('subscription').selectAll().where('id', '=', id).where('driver_id', '=', driverId).forUpdate().executeTakeFirst(),

    pausesOf,

    async addPause(row: { subscription_id: number; started_at: Date; end_before: Date }): Promise<void> {
      await db
        .insertInto('subscription_pause')
        .values({ ...row, ended_at: null })
        .execute();
    },

    async endPause(id: number, at: Date): Promise<void> {
      await db.updateTable('subscription_pause').set({ ended_at: at }).where('id', '=', id).execute();
    },

    async update(id: number, changes: Updateable<SubscriptionTables['subscription']>): Promise<void> {
      await db.updateTable('subscription').set(changes).where('id', '=', id).execute();
    },

    /** The driver's vehicles' plates with their formats, as the vehicle list stores them (normalised). */
    vehiclesOf: (driverId: number) => vehiclePlatesOf(db, driverId),

    /** The next subscription id, taken before the row is written: its ledger entry is keyed by it. */
    async nextId(): Promise<number> {
      const { rows } = await sql<{ id: number | string }>`select nextval(pg_get_serial_sequence('subscription', 'id')) as id`.execute(db);
      return Number(rows[0]!.id);
    },

    async insert(row: Insertable<SubscriptionTables['subscription']> & { id: number }): Promise<void> {
      await db.insertInto('subscription').values(row).execute();
    },

    findById: (id: number) => db.selectFrom('subscription').selectAll().where('id', '=', id).executeTakeFirst(),

    findByPayment: (paymentId: string) => db.selectFrom('subscription').selectAll().where('payment_id', '=', paymentId).executeTakeFirst(),

    /** A subscription with its offer's labels. */
    benefitRow: (id: number): Promise<BenefitRow | undefined> =>
      db
        .selectFrom('subscription')
        .innerJoin('subscription_offer as offer', 'offer.id', 'subscription.offer_id')
        .selectAll('subscription')
        .select(['offer.label_ru', 'offer.label_en'])
        .where('subscription.id', '=', id)
        .executeTakeFirst(),

    /** A driver's subscriptions with their offers' labels, newest start first. */
    listOf: (driverId: number): Promise<BenefitRow[]> =>
      db
        .selectFrom('subscription')
        .innerJoin('subscription_offer as offer', 'offer.id', 'subscription.offer_id')
        .selectAll('subscription')
        .select(['offer.label_ru', 'offer.label_en'])
        .where('subscription.driver_id', '=', driverId)
        .where('subscription.status', '=', 'active')
        .orderBy('subscription.start_at', 'desc')
        .orderBy('subscription.id', 'desc')
        .execute(),

    /**
     * The active subscriptions of `plate` that cover `zoneNumber` and share part of [from, to) (to
     * absent: any time after `from`), as benefits of the cost rule: one window per unpaused part of
     * each, since no discount applies while a subscription is paused.
     */
    async benefits(plate: string, zoneNumber: string, from: Date, to?: Date): Promise<BenefitWindow[]> {
      return benefitWindowsOf(await plateBenefits(plate), zoneNumber, from, to);
    },

    plateBenefits,
  };
}
export type SubscriptionRepo = ReturnType<typeof subscriptionRepo>;
