import type { TPurchaseKind } from '@city-parking/contract/payments/payment-confirmation';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ledger } from '../payments/ledger.ts';
import { purchaseOf, type Bought, type Purchase } from '../payments/purchase.ts';
import { sessionRepo, type SessionRow } from './session-repo.ts';

/** A session as its payment's confirmation names it. */
export const sessionBought = (kind: TPurchaseKind, session: SessionRow): Bought => ({
  kind,
  zone: session.zone_number,
  ...(session.parking_code ? { parking: session.parking_code } : {}),
  plate: session.plate,
  start: session.start_at,
  end: session.end_at,
});

/**
 * The confirmation of a session paid from the balance (or free): the session as it now is, the
 * kopecks it cost (a start: what the session was paid) and, where the city keeps a balance, what
 * the driver has left.
 */
export async function paidFromBalance(
  db: Kysely<Database> | Transaction<Database>,
  { kind, sessionId, driverId, amount, withBalance }: { kind: TPurchaseKind; sessionId: number; driverId: number; amount?: number; withBalance: boolean },
): Promise<Purchase> {
  const session = await sessionRepo(db).findById(sessionId);
  if (!session) throw new Error(`session ${sessionId} was just paid but cannot be read`);
  return purchaseOf(sessionBought(kind, session), amount ?? Number(session.paid), withBalance ? await ledger.balanceOf(db, driverId) : null);
}

/** sessionBought of a session read by its id, inside a paid payment's transaction. */
export async function sessionBoughtById(trx: Transaction<Database>, kind: TPurchaseKind, sessionId: number): Promise<Bought> {
  const session = await sessionRepo(trx).findById(sessionId);
  if (!session) throw new Error(`session ${sessionId} was just paid but cannot be read`);
  return sessionBought(kind, session);
}
