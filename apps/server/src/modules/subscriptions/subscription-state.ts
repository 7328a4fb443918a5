import type { PauseSpan, SubscriptionState } from './subscription-actions-policy.ts';
import type { PauseRow, SubscriptionRow } from './tables.ts';

/** A stored pause as the rules read it. */
export const pauseSpanOf = (row: PauseRow): PauseSpan => ({ start: row.started_at, ended: row.ended_at, endBefore: row.end_before });

/** A stored subscription and its pauses as the rules read them. */
export function stateOf(row: SubscriptionRow, pauses: readonly PauseRow[]): SubscriptionState {
  return {
    type: row.type,
    status: row.status,
    start: row.start_at,
    end: row.end_at,
    paidEnd: row.paid_end_at ?? row.end_at,
    price: Number(row.price),
    plateChanged: row.previous_plate !== null,
    pauses: pauses.map(pauseSpanOf),
  };
}
