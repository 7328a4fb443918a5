import type { Kysely, Transaction } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { normalisePlateFor } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import {
  canChangeVehicle,
  canContinue,
  canPause,
  canRefund,
  endIfContinuedAt,
  PAUSE_MAX_DAYS,
  refundAmount,
  runningPause,
  shiftedEnd,
  type SubscriptionState,
} from './subscription-actions-policy.ts';
import { subscriptionRepo, type SubscriptionRepo } from './subscription-repo.ts';
import { zoneText } from './subscription-service.ts';
import { pauseSpanOf, stateOf } from './subscription-state.ts';
import type { BenefitRow, PauseRow, SubscriptionRow } from './tables.ts';
import { inTransaction } from '../../db/in-transaction.ts';

/** What the driver may do with a subscription now (the benefit's can* flags). */
export interface SubscriptionActions {
  canPause: boolean;
  canContinue: boolean;
  canRefund: boolean;
  canChangeTs: boolean;
}

/**
 * A benefit row with what the driver may do with it now, whether a pause runs, and its end as it
 * stands: while paused, the end it gets if the driver continues now (the time left kept exactly).
 */
export type FlaggedBenefit = BenefitRow & { actions: SubscriptionActions; paused: boolean; end: Date };

/** A refund done: the kopecks returned and where they went. */
export interface RefundOutcome {
  orderNum: string;
  amount: number;
  destination: 'balance' | 'provider';
}

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
  payments: PaymentService;
}

interface Locked {
  trx: Transaction<Database>;
  repo: SubscriptionRepo;
  row: SubscriptionRow;
  pauses: PauseRow[];
  state: SubscriptionState;
}

/** An orderNum names a row id; one beyond any id (or not a number at all) names nothing. */
function idOf(orderNum: string): number {
  const id = Number(orderNum);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('SubscriptionNotFound');
  return id;
}

const PAUSE_MAX_MS = PAUSE_MAX_DAYS * 86_400_000;

/**
 * Pause, continue, refund and change of vehicle of a driver's own subscription. Each runs in one
 * transaction over the subscription's locked row, so that repeated or concurrent calls of one order
 * see each other's outcome; the rules are subscription-actions-policy's, which the flags read too.
 */
export function subscriptionActionsService({ db, city, now, payments }: Deps) {
  const { timeZone } = city;

  /** Runs `act` over the driver's locked subscription; someone else's answers as an unknown one. */
  async function withLocked<T>(driverId: number, orderNum: string, act: (locked: Locked) => Promise<T>): Promise<T> {
    const id = idOf(orderNum);
    return inTransaction(db, async (trx) => {
      const repo = subscriptionRepo(trx);
      const row = await repo.lockOwned(id, driverId);
      if (!row) throw new AppError('SubscriptionNotFound');
      const pauses = await repo.pausesOf([id]);
      return act({ trx, repo, row, pauses, state: stateOf(row, pauses) });
    });
  }

  /** The end after a pause that runs its longest course: what a pause reserves at once, so the plate's purchases see it. */
  const longestEnd = (row: SubscriptionRow) => new Date(row.end_at.getTime() + PAUSE_MAX_MS);

  /**
   * True when the end may move to longestEnd without reaching another subscription of the plate in
   * a shared zone that would block its driver from buying those days (somebody else's does not
   * block the plate's owner).
   */
  async function roomAfterEnd(repo: SubscriptionRepo, row: SubscriptionRow): Promise<boolean> {
    return !(await repo.blocking(row.plate, row.end_at, longestEnd(row), row.zones, row.driver_id, row.id));
  }

  /** The flags of a subscription for its benefit row, by the same rules the actions apply. */
  async function actionsOf(row: SubscriptionRow, pauses: readonly PauseRow[]): Promise<SubscriptionActions> {
    const state = stateOf(row, pauses);
    const at = now();
    const pausable = canPause(state, at, timeZone, true) && (await roomAfterEnd(subscriptionRepo(db), row));
    return { canPause: pausable, canContinue: canContinue(state, at), canRefund: canRefund(state, at, timeZone), canChangeTs: canChangeVehicle(state, at) };
  }

  /** Benefit rows with what the driver may do with each now, and the end each has now. */
  async function withActions(rows: BenefitRow[]): Promise<FlaggedBenefit[]> {
    const pauses = await subscriptionRepo(db).pausesOf(rows.map((row) => row.id));
    const at = now();
    return Promise.all(
      rows.map(async (row) => {
        const own = pauses.filter((p) => p.subscription_id === row.id);
        const state = stateOf(row, own);
        const paused = row.status === 'active' && runningPause(state.pauses, at) !== undefined;
        return { ...row, actions: await actionsOf(row, own), paused, end: endIfContinuedAt(state, at) };
      }),
    );
  }

  /** The subscription as its benefit row shows it after an action. */
  async function benefitOf(id: number): Promise<FlaggedBenefit> {
    const row = await subscriptionRepo(db).benefitRow(id);
    if (!row) throw new AppError('SubscriptionNotFound');
    const [flagged] = await withActions([row]);
    return flagged!;
  }

  /** Ends the running pause at `at`: the end moves later by exactly the time it ran. */
  async function endPause({ repo, row, pauses }: Locked, at: Date): Promise<Date> {
    const pause = pauses.find((p) => runningPause([pauseSpanOf(p)], at));
    if (!pause) return row.end_at;
    const end = shiftedEnd(pause.end_before, pause.started_at, at);
    await repo.endPause(pause.id, at);
    await repo.update(row.id, { end_at: end });
    return end;
  }

  return {
    /** GET /api/profile/get-benefits-v2: the driver's subscriptions (refunded ones leave the list), newest first, with their flags. */
    benefitsOf: async (driverId: number) => withActions(await subscriptionRepo(db).listOf(driverId)),

    /**
     * POST /backend/v2/pauseAb: the pause starts now and the discount stops meanwhile. The end moves
     * the longest course later at once (the plate's lock keeps a purchase from taking that time),
     * and back to exactly the time paused when the driver continues.
     */
    async pause(driverId: number, orderNum: string): Promise<FlaggedBenefit> {
      const id = await withLocked(driverId, orderNum, async (locked) => {
        const { repo, row, state } = locked;
        const at = now();
        if (!canPause(state, at, timeZone, true)) throw new AppError('SubscriptionActionNotAllowed');
        await repo.lockPlate(row.plate);
        if (!(await roomAfterEnd(repo, row))) throw new AppError('SubscriptionActionNotAllowed');
        await repo.addPause({ subscription_id: row.id, started_at: at, end_before: row.end_at });
        await repo.update(row.id, { end_at: longestEnd(row), paid_end_at: row.paid_end_at ?? row.end_at });
        return row.id;
      });
      return benefitOf(id);
    },

    /** POST /backend/v2/continueAb: ends the running pause now. */
    async continue(driverId: number, orderNum: string): Promise<FlaggedBenefit> {
      const id = await withLocked(driverId, orderNum, async (locked) => {
        if (!canContinue(locked.state, now())) throw new AppError('SubscriptionActionNotAllowed');
        await endPause(locked, now());
        return locked.row.id;
      });
      return benefitOf(id);
    },

    /**
     * POST /backend/v2/refund: returns the unused whole days' share of the price (all of it before
     * the start) where the money came from, and ends the subscription now. A running pause ends
     * first; the days refunded count each pause's real length (refundableDays), not the whole days
     * it moved the end.
     */
    async refund(driverId: number, orderNum: string): Promise<RefundOutcome> {
      const outcome = await withLocked(driverId, orderNum, async (locked) => {
        const { trx, repo, row, state } = locked;
        const at = now();
        if (!canRefund(state, at, timeZone)) throw new AppError('SubscriptionActionNotAllowed');
        const amount = refundAmount(state, at, timeZone);
        const end = runningPause(state.pauses, at) ? await endPause(locked, at) : row.end_at;
        await repo.update(row.id, { status: 'refunded', refunded_at: at, end_at: at, paid_end_at: row.paid_end_at ?? row.end_at });
        const key = `subscription-refund:${row.id}`;
        const paymentId = row.payment_id ?? undefined;
        const subject = { plate: row.plate, zone: zoneText(row.zones) };
        await ledger.post(trx, {
          driverId,
          kind: 'subscriptionRefund',
          amount,
          idempotencyKey: key,
          paymentId,
          period: { start: at > row.start_at ? at : row.start_at, end },
          subject,
          at,
        });
        // Money a provider took goes back through it, in a city with a balance or without one; a
        // subscription bought from the balance (in a city without one, only a free one) goes back there.
        if (!paymentId) return { amount, destination: 'balance' as const, key };
        await ledger.post(trx, { driverId, kind: 'providerRefund', amount: -amount, idempotencyKey: `${key}:provider`, paymentId, subject, at });
        await payments.recordPartialRefund(trx, { paymentId, amount, key });
        return { amount, destination: 'provider' as const, key };
      });
      // After the commit: a provider that does not confirm now is asked again by the payment job.
      if (outcome.destination === 'provider') await payments.settlePartialRefund(outcome.key);
      return { orderNum, amount: outcome.amount, destination: outcome.destination };
    },

    /**
     * POST /backend/v2/changeGRZ: moves the subscription to another of the driver's vehicles, once,
     * refused by what would refuse the driver's purchase for that plate (subscription-repo's
     * `blocking`). Both plates' locks, taken in one order, keep a purchase or another change from
     * giving the new plate a blocking subscription meanwhile.
     */
    async changeVehicle(driverId: number, orderNum: string, grzNew: string): Promise<FlaggedBenefit> {
      const id = await withLocked(driverId, orderNum, async ({ repo, row, state }) => {
        if (!canChangeVehicle(state, now())) throw new AppError('SubscriptionActionNotAllowed');
        const vehicles = await repo.vehiclesOf(driverId);
        const vehicle = vehicles.find((v) => normalisePlateFor(grzNew, v.format) === v.plate);
        if (!vehicle) throw new AppError('VehicleNotInProfile');
        if (vehicle.plate === row.plate) throw new AppError('SubscriptionActionNotAllowed');
        for (const plate of [row.plate, vehicle.plate].sort()) await repo.lockPlate(plate);
        if (await repo.blocking(vehicle.plate, row.start_at, row.end_at, row.zones, driverId, row.id)) throw new AppError('SubscriptionAlreadyExists');
        await repo.update(row.id, { plate: vehicle.plate, previous_plate: row.plate });
        return row.id;
      });
      return benefitOf(id);
    },
  };
}
export type SubscriptionActionsService = ReturnType<typeof subscriptionActionsService>;
