import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const COLUMNS = ['id', 'type', 'status', 'amount', 'method', 'occurred_at', 'payment_id'] as const;

/** The driver's history rows of what paid for a session: its payment, extensions and cancel, oldest first. */
export function operationsOfSession(db: Kysely<Database>, driverId: number, sessionId: number) {
  return db
    .selectFrom('operation')
    .select(COLUMNS)
    .where('driver_id', '=', driverId)
    .where('session_id', '=', sessionId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/**
 * The driver's history rows of what paid for a subscription: the ledger entry `ledgerKey` and the
 * provider payment `paymentId` (when one bought it), oldest first.
 */
export function operationsOfSubscription(db: Kysely<Database>, driverId: number, ledgerKey: string, paymentId: string | null) {
  return db
    .selectFrom('operation')
    .select(COLUMNS)
    .where('driver_id', '=', driverId)
    .where((eb) => eb.or([eb('source_key', '=', ledgerKey), ...(paymentId ? [eb('payment_id', '=', paymentId)] : [])]))
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}
