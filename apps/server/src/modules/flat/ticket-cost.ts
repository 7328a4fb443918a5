import type { Tariff } from '../tariff/tariff-service.ts';
import type { LotRow, TicketRow } from './flat-repo.ts';

const MINUTE_MS = 60_000;

/**
 * What a ticket owes at `at`, in kopecks. Nothing while a paid ticket's exit time runs, nor when
 * the car leaves within the lot's free period (a grace period: a longer stay pays from entry).
 * Otherwise the lot's tariff from entry, or from the moment already paid up to, until `at`, a
 * started minute counted whole.
 */
export function ticketCost(ticket: TicketRow, lot: LotRow, at: Date, tariff: Tariff): number {
  if (ticket.exit_deadline && at.getTime() < ticket.exit_deadline.getTime()) return 0;
  if (!ticket.paid_until && at.getTime() - ticket.entry_at.getTime() <= lot.free_minutes * MINUTE_MS) return 0;
  const from = ticket.paid_until ?? ticket.entry_at;
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const minutes = Math.max(0, Math.ceil((at.getTime() - start) / MINUTE_MS));
  return minutes === 0 ? 0 : tariff.costOf(lot.prices, new Date(start), minutes).toPay;
}
