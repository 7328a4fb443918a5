import type { TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import type { LotRow, TicketRow } from './flat-repo.ts';

const MINUTE_MS = 60_000;

/** Kopecks of parking `minutes` from `start` under `prices` (the city's tariff arithmetic). */
export type CostOf = (prices: readonly TTariffPrice[], start: Date, minutes: number) => number;

/**
 * What a ticket owes at `at`, in kopecks. Nothing while a paid ticket's exit time runs, nor when
 * the car leaves within the lot's free period (a grace period: a longer stay pays from entry).
 * Otherwise the lot's tariff from entry, or from the moment already paid up to, until `at`, a
 * started minute counted whole.
 */
export function ticketCost(ticket: TicketRow, lot: LotRow, at: Date, costOf: CostOf): number {
  if (ticket.exit_deadline && at.getTime() < ticket.exit_deadline.getTime()) return 0;
  if (!ticket.paid_until && at.getTime() - ticket.entry_at.getTime() <= lot.free_minutes * MINUTE_MS) return 0;
  const from = ticket.paid_until ?? ticket.entry_at;
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const minutes = Math.max(0, Math.ceil((at.getTime() - start) / MINUTE_MS));
  return minutes === 0 ? 0 : costOf(lot.prices, new Date(start), minutes);
}
