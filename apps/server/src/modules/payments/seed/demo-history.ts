import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';

/** How many operations of each type a demo driver's history has at least. */
export const DEMO_OPERATIONS_PER_TYPE = 105;
/** Days of history before the seed. */
export const DEMO_HISTORY_DAYS = 92;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** 60 ₽ an hour: the price of the demo zones by day. */
const KOPECKS_PER_MINUTE = 100;

/** One made-up money event; `ledgerKind` null when it moved no balance (a declined top-up, a provider's ticket payment). */
export interface DemoEvent {
  n: number;
  type: TOperationType;
  status: TOperationStatus;
  ledgerKind: string | null;
  /** Kopecks, signed as the ledger posts them (credits positive). */
  amount: number;
  method: string;
  at: Date;
  startsAt: Date | null;
  endsAt: Date | null;
  zoneNumber: string | null;
  parkingCode: string | null;
  plate: string | null;
}

export interface DemoHistoryPlan {
  types: readonly TOperationType[];
  /** False in a city without a balance: every session is paid by a provider once it ended. */
  hasBalance: boolean;
  zones: readonly { zoneNumber: string; parkingCode: string }[];
  lots: readonly string[];
  plates: readonly string[];
  until: Date;
  seed: number;
}

/** A small deterministic generator (mulberry32), so that every start seeds the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LEDGER_KIND: Partial<Record<TOperationType, string>> = {
  payment: 'payment',
  renew: 'renew',
  cancel: 'cancel',
  refill: 'refill',
  paymentSubscription: 'subscription',
  bonus20: 'bonus',
};
const DEBITS: readonly TOperationType[] = ['payment', 'renew', 'paymentSubscription'];

/**
 * Three months of a demo driver's operations, oldest first: at least DEMO_OPERATIONS_PER_TYPE of
 * every type the city allows, across the driver's vehicles and several zones, several often at
 * one instant. The balance never goes below zero (a top-up comes first when it would) and the
 * history ends where it started, so the demo's opening balance is what the driver has.
 */
export function demoHistory(plan: DemoHistoryPlan): DemoEvent[] {
  const next = random(plan.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const order = plan.types.flatMap((type) => Array.from({ length: DEMO_OPERATIONS_PER_TYPE }, () => type)).sort(() => next() - 0.5);
  const from = plan.until.getTime() - DEMO_HISTORY_DAYS * DAY_MS;
  const step = (DEMO_HISTORY_DAYS * DAY_MS - DAY_MS) / order.length;
  const events: DemoEvent[] = [];
  let balance = 0;
  const push = (event: Omit<DemoEvent, 'n'>) => {
    events.push({ ...event, n: events.length });
    if (event.ledgerKind) balance += event.amount;
  };
  const refill = (at: Date, amount: number, method: string, status: TOperationStatus = 'done') =>
    push({
      type: 'refill',
      status,
      ledgerKind: status === 'done' ? 'refill' : null,
      amount,
      method,
      at,
      startsAt: null,
      endsAt: null,
      zoneNumber: null,
      parkingCode: null,
      plate: null,
    });

  order.forEach((type, i) => {
    // Whole seconds, and every fifth event shares the instant of the one before, as a paid start's pair does.
    const at = new Date(Math.floor((from + i * step + next() * step * 0.5) / 1000) * 1000);
    if (i % 5 === 4 && events.length > 0) at.setTime(events[events.length - 1]!.at.getTime());
    const zone = pick(plan.zones);
    const plate = pick(plan.plates);
    const minutes = pick([30, 45, 60, 90, 120, 180]);
    const period = { startsAt: at, endsAt: new Date(at.getTime() + minutes * MINUTE_MS) };
    const street = { ...period, zoneNumber: zone.zoneNumber, parkingCode: zone.parkingCode, plate };
    if (type === 'refill') {
      // Now and then a top-up the payer declined or let expire: shown, never credited.
      const failed = i % 17 === 3 ? 'cancel' : i % 23 === 5 ? 'error' : 'done';
      return refill(at, pick([50_000, 100_000, 150_000, 200_000, 300_000]), pick(['card', 'sbp', 'mobile']), failed);
    }
    let amount = minutes * KOPECKS_PER_MINUTE;
    let event: Omit<DemoEvent, 'n'> = { type, status: 'done', ledgerKind: LEDGER_KIND[type] ?? null, amount, method: 'balance', at, ...street };
    if (type === 'paymentSubscription') {
      amount = pick([150_000, 300_000, 450_000]);
      event = { ...event, amount, zoneNumber: null, parkingCode: null, endsAt: new Date(at.getTime() + 30 * DAY_MS) };
    } else if (type === 'paymentGate') {
      // A barrier ticket is paid through a provider when leaving: no balance moves.
      const lot = pick(plan.lots);
      event = { ...event, method: 'card', zoneNumber: lot, parkingCode: lot, plate: null, startsAt: new Date(at.getTime() - minutes * MINUTE_MS), endsAt: at };
    } else if (type === 'bonus20') {
      amount = Math.round(minutes * KOPECKS_PER_MINUTE * 0.2);
      event = { ...event, amount, startsAt: null, endsAt: null, zoneNumber: null, parkingCode: null, plate: null };
    } else if (type === 'cancel') {
      amount = Math.round(amount / 2);
      event = { ...event, amount };
    }
    if (!plan.hasBalance) {
      // Paid through a provider after the session: the payment passes through the ledger (credit, then debit).
      return push({ ...event, method: pick(['card', 'sbp', 'mobile']), amount: -amount });
    }
    if (DEBITS.includes(type)) {
      if (balance < amount) refill(new Date(at.getTime() - 1000), Math.ceil((amount - balance) / 50_000) * 50_000, 'card');
      event = { ...event, amount: -amount };
    }
    push(event);
  });
  if (plan.hasBalance && balance > 0) {
    // What is left goes on a month's subscription, so the history ends at zero.
    const at = new Date(plan.until.getTime() - DAY_MS);
    push({
      type: 'paymentSubscription',
      status: 'done',
      ledgerKind: 'subscription',
      amount: -balance,
      method: 'balance',
      at,
      startsAt: at,
      endsAt: new Date(at.getTime() + 30 * DAY_MS),
      zoneNumber: null,
      parkingCode: null,
      plate: pick(plan.plates),
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.n - b.n);
}
