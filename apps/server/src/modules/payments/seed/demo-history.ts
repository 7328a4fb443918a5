import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';

/** How many operations of each type a demo driver's history has at least, passes aside (DemoHistoryPlan.passes). */
export const DEMO_OPERATIONS_PER_TYPE = 105;
/** Days of history before the seed. */
export const DEMO_HISTORY_DAYS = 92;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** 60 ₽ an hour: the price of the demo zones by day. */
const KOPECKS_PER_MINUTE = 100;
/** A top-up the driver chooses never takes the balance above this (kopecks), so that what is left at the end fits in one pass. */
const TOP_UP_CEILING = 300_000;

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
  /** The index in DemoHistoryPlan.passes of the pass this event buys; written by the subscriptions' seed, not as a row of its own. */
  pass?: number;
}

/** A pass a demo driver buys from the balance: when, for how much, for which plate and period. */
export interface DemoPass {
  boughtAt: Date;
  /** Kopecks. */
  price: number;
  plate: string;
  start: Date;
  end: Date;
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
  /**
   * The passes the driver buys, oldest first (none in a city without a balance). The last one
   * takes what the balance holds at the end, after a top-up of what it lacks, so that the history
   * ends where it started; it is bought after every other event.
   */
  passes: readonly DemoPass[];
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

const covers = (pass: DemoPass, from: Date, to: Date) => pass.start < to && from < pass.end;

/**
 * Three months of a demo driver's operations, oldest first: at least DEMO_OPERATIONS_PER_TYPE of
 * every type the city allows (passes aside: they are plan.passes), across the driver's vehicles and
 * several zones, several often at one instant. No plate parks while one of its passes runs. The
 * balance never goes below zero (a top-up comes first when it would) and the history ends where it
 * started, so the demo's opening balance is what the driver has.
 */
export function demoHistory(plan: DemoHistoryPlan): DemoEvent[] {
  const next = random(plan.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const types = plan.types.filter((type) => type !== 'paymentSubscription');
  const order = types.flatMap((type) => Array.from({ length: DEMO_OPERATIONS_PER_TYPE }, () => type)).sort(() => next() - 0.5);
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
  const buyPass = (index: number) => {
    const pass = plan.passes[index]!;
    const last = index === plan.passes.length - 1;
    if (last && balance > pass.price) throw new Error(`the demo history leaves ${balance} kopecks, more than its last pass costs`);
    // The last pass is topped up exactly, so that the history ends at zero; another as any debit is.
    const lacking = last ? pass.price - balance : balance < pass.price ? Math.ceil((pass.price - balance) / 50_000) * 50_000 : 0;
    if (lacking > 0) refill(new Date(pass.boughtAt.getTime() - 1000), lacking, 'card');
    push({
      type: 'paymentSubscription',
      status: 'done',
      ledgerKind: 'subscription',
      amount: -pass.price,
      method: 'balance',
      at: pass.boughtAt,
      startsAt: pass.start,
      endsAt: pass.end,
      zoneNumber: null,
      parkingCode: null,
      plate: pass.plate,
      pass: index,
    });
  };
  let passesBought = 0;
  const lastPass = plan.passes.length - 1;

  order.forEach((type, i) => {
    // Whole seconds, and every fifth event shares the instant of the one before, as a paid start's pair does.
    const at = new Date(Math.floor((from + i * step + next() * step * 0.5) / 1000) * 1000);
    if (i % 5 === 4 && events.length > 0) at.setTime(events[events.length - 1]!.at.getTime());
    while (passesBought < lastPass && plan.passes[passesBought]!.boughtAt <= at) buyPass(passesBought++);
    const zone = pick(plan.zones);
    const minutes = pick([30, 45, 60, 90, 120, 180]);
    const period = { startsAt: at, endsAt: new Date(at.getTime() + minutes * MINUTE_MS) };
    // A plate whose pass runs parks for free: its history has no payment then.
    const free = plan.plates.filter((p) => !plan.passes.some((pass) => pass.plate === p && covers(pass, period.startsAt, period.endsAt)));
    const plate = pick(free.length > 0 ? free : plan.plates);
    const street = { ...period, zoneNumber: zone.zoneNumber, parkingCode: zone.parkingCode, plate };
    if (type === 'refill') {
      // Now and then a top-up the payer declined or let expire: shown, never credited.
      const failed = i % 17 === 3 ? 'cancel' : i % 23 === 5 ? 'error' : 'done';
      // Near the ceiling the driver tops up a little (50 ₽ at least): less than parking spends meanwhile.
      const room = Math.max(5_000, Math.floor((TOP_UP_CEILING - balance) / 5_000) * 5_000);
      return refill(at, Math.min(room, pick([50_000, 100_000, 150_000, 200_000, 300_000])), pick(['card', 'sbp', 'mobile']), failed);
    }
    let amount = minutes * KOPECKS_PER_MINUTE;
    let event: Omit<DemoEvent, 'n'> = { type, status: 'done', ledgerKind: LEDGER_KIND[type] ?? null, amount, method: 'balance', at, ...street };
    if (type === 'paymentGate') {
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
  while (passesBought < plan.passes.length) buyPass(passesBought++);
  if (plan.hasBalance && balance !== 0) throw new Error(`the demo history ends with ${balance} kopecks: it needs a last pass to spend them`);
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.n - b.n);
}
