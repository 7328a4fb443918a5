import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ledger } from '../ledger.ts';

/** Kopecks the first demo driver starts with (1 000 ₽). */
export const DEMO_OPENING_BALANCE = 100_000;

/** An opening top-up of a newly seeded demo driver, so that a person trying the demo can start parking at once. */
export async function seedOpeningBalance(db: Kysely<Database>, driverId: number, at = new Date()): Promise<void> {
  await db
    .transaction()
    .execute((trx) => ledger.post(trx, { driverId, kind: 'refill', amount: DEMO_OPENING_BALANCE, idempotencyKey: `seed:opening:${driverId}`, at }));
}
