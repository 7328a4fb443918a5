import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import { addDays, wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { SubscriptionStatus } from './tables.ts';

const DAY_MS = 86_400_000;

/** Only a subscription paid for at least this many days may be paused (a week, a month, …). */
export const MIN_PAUSABLE_DAYS = 7;
/** Pauses one subscription may take. */
export const MAX_PAUSES = 2;
/** A pause nobody ends ends by itself this many days after it began. */
export const PAUSE_MAX_DAYS = 30;

/** A pause as stored: ended is null while it runs, and for one that ended by itself. */
export interface PauseSpan {
  start: Date;
  ended: Date | null;
  /** The subscription's end when the pause began. */
  endBefore: Date;
}

/** What the rules of pause, continue, refund and change of vehicle read about a subscription. */
export interface SubscriptionState {
  type: TSubscriptionType;
  status: SubscriptionStatus;
  start: Date;
  /** The current end: moved later by pauses (a running one reserves its longest course). */
  end: Date;
  /** The end as bought. */
  paidEnd: Date;
  /** Kopecks paid. */
  price: number;
  plateChanged: boolean;
  pauses: readonly PauseSpan[];
}

const dateAt = (instant: Date, timeZone: string) => wallClockAt(instant, timeZone).date;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** When a pause ends or ended: when the driver continued, or PAUSE_MAX_DAYS after it began. */
export const pauseEndOf = (pause: PauseSpan): Date => pause.ended ?? new Date(pause.start.getTime() + PAUSE_MAX_DAYS * DAY_MS);

/** The pause running at `now`, if any. */
export const runningPause = (pauses: readonly PauseSpan[], now: Date): PauseSpan | undefined =>
  pauses.find((pause) => pause.start <= now && now < pauseEndOf(pause));

/**
 * The end after a pause of [pauseStart, pauseEnd): later by exactly the paused time, so that the
 * time left when the pause began is all still there when it ends, to the millisecond.
 */
export const shiftedEnd = (endBefore: Date, pauseStart: Date, pauseEnd: Date): Date =>
  new Date(endBefore.getTime() + Math.max(0, pauseEnd.getTime() - pauseStart.getTime()));

/** The end the subscription would have if its running pause ended at `now` (its end when none runs). */
export function endIfContinuedAt(state: SubscriptionState, now: Date): Date {
  const pause = runningPause(state.pauses, now);
  return pause ? shiftedEnd(pause.endBefore, pause.start, now) : state.end;
}

/** Whole days bought, on the city's calendar. */
export const paidDays = (state: SubscriptionState, timeZone: string) => daysFrom(dateAt(state.start, timeZone), dateAt(state.paidEnd, timeZone));

/**
 * Whole days not used yet: from the next midnight on the city's clock (from the start, when it has
 * not started) to the end, as if a running pause ended now; never more than the days bought.
 */
export function unusedDays(state: SubscriptionState, now: Date, timeZone: string): number {
  const paid = paidDays(state, timeZone);
  if (now < state.start) return paid;
  const from = addDays(dateAt(now, timeZone), 1);
  return Math.min(paid, Math.max(0, daysFrom(from, dateAt(endIfContinuedAt(state, now), timeZone))));
}

/** The time a pause really took by `now`: from its start to its end, or to `now` while it runs. */
const pausedMs = (pause: PauseSpan, now: Date) => Math.max(0, Math.min(pauseEndOf(pause).getTime(), now.getTime()) - pause.start.getTime());

/**
 * Whole days a refund at `now` pays for: from the next midnight on the city's clock (from the start,
 * when it has not started) to the end as bought moved later by the time the pauses really took,
 * never more than the days bought. Not the current end, which a running pause holds 30 days later.
 */
export function refundableDays(state: SubscriptionState, now: Date, timeZone: string): number {
  const paid = paidDays(state, timeZone);
  if (now < state.start) return paid;
  const paused = state.pauses.reduce((sum, pause) => sum + pausedMs(pause, now), 0);
  // On the city's calendar, so that a clock change cannot move the end across a midnight.
  const { date, minute } = wallClockAt(state.paidEnd, timeZone);
  const end = addDays(date, Math.floor((minute + Math.floor(paused / 60_000)) / 1440));
  return Math.min(paid, Math.max(0, daysFrom(addDays(dateAt(now, timeZone), 1), end)));
}

/** Kopecks a refund at `now` returns: the whole price before the start, then the refundable days' share, rounded down. */
export function refundAmount(state: SubscriptionState, now: Date, timeZone: string): number {
  if (now < state.start) return state.price;
  const paid = paidDays(state, timeZone);
  return paid > 0 ? Math.floor((state.price * refundableDays(state, now, timeZone)) / paid) : 0;
}

const isLive = (state: SubscriptionState, now: Date) => state.status === 'active' && now < state.end;

/**
 * A pause may begin: a subscription of at least a week, running, not paused, with a pause left and
 * a whole day still to use. `roomAfterEnd` says that no other subscription of the plate in a shared
 * zone begins within the PAUSE_MAX_DAYS the end may move (the caller looks it up).
 */
export function canPause(state: SubscriptionState, now: Date, timeZone: string, roomAfterEnd: boolean): boolean {
  return (
    isLive(state, now) &&
    paidDays(state, timeZone) >= MIN_PAUSABLE_DAYS &&
    state.start <= now &&
    !runningPause(state.pauses, now) &&
    state.pauses.length < MAX_PAUSES &&
    unusedDays(state, now, timeZone) >= 1 &&
    roomAfterEnd
  );
}

/** The running pause may be ended. */
export const canContinue = (state: SubscriptionState, now: Date): boolean => isLive(state, now) && runningPause(state.pauses, now) !== undefined;

/** A refund may be asked: not ended, not refunded, and it returns something. */
export const canRefund = (state: SubscriptionState, now: Date, timeZone: string): boolean => isLive(state, now) && refundAmount(state, now, timeZone) > 0;

/** The vehicle may change: once, not for yesterday's subscription, while it has not ended. */
export const canChangeVehicle = (state: SubscriptionState, now: Date): boolean => isLive(state, now) && state.type !== 'prev_day' && !state.plateChanged;

/**
 * The parts of [start, end) in which the discount applies: the period without its pauses (a pause
 * that has not ended covers its longest course).
 */
export function unpausedWindows(start: Date, end: Date, pauses: readonly PauseSpan[]): { from: Date; to: Date }[] {
  const windows: { from: Date; to: Date }[] = [];
  let from = start;
  for (const pause of [...pauses].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    if (pause.start > from) windows.push({ from, to: pause.start < end ? pause.start : end });
    const resumed = pauseEndOf(pause);
    if (resumed > from) from = resumed;
  }
  if (from < end) windows.push({ from, to: end });
  return windows.filter((window) => window.from < window.to);
}
