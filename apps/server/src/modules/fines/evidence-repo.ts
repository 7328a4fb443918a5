import type { Kysely } from 'kysely';
import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';
import type { Database } from '../../db/schema.ts';
import { orderNumberOf } from '../operations/order-number.ts';
import { operationsOfSession, operationsOfSubscription } from '../operations/paid-for-operations-repo.ts';
import { providerTracesOf } from '../payments/provider-ids-repo.ts';
import { endedSessionOf } from '../sessions/paid-sessions-repo.ts';
import { subscriptionOf } from '../subscriptions/paid-subscriptions-repo.ts';
import type { CoverSource } from './fine-coverage.ts';

/** The paid period that covered a fine: a session (its zone) or a subscription (its zones; null every zone). */
export interface EvidencePeriod {
  kind: 'session' | 'subscription';
  plate: string;
  zones: readonly string[] | null;
  start: Date;
  end: Date;
  /** Kopecks paid for it, net of refunds. */
  paid: number;
}

/** One money event of that period, from the operations history, with the provider payment behind it when there is one. */
export interface EvidencePayment {
  type: TOperationType;
  status: TOperationStatus;
  /** Kopecks. */
  amount: number;
  method: string;
  at: Date;
  /** The operation's number in the driver's history. */
  orderNumber: string;
  paymentId: string | null;
  /** The provider's own payment id, the closest thing to a receipt the register keeps. */
  providerPaymentId: string | null;
  completedAt: Date | null;
}

export interface Evidence {
  period: EvidencePeriod;
  payments: EvidencePayment[];
}

/** Reads back the session or subscription a coverage came from, and what paid for it. */
export async function evidenceOf(db: Kysely<Database>, driverId: number, source: CoverSource): Promise<Evidence | undefined> {
  let period: EvidencePeriod;
  let rows;
  if (source.kind === 'session') {
    const session = await endedSessionOf(db, driverId, source.id);
    if (!session) return undefined;
    period = { kind: 'session', plate: session.plate, zones: [session.zoneNumber], start: session.start, end: session.end, paid: session.paid };
    rows = await operationsOfSession(db, driverId, source.id);
  } else {
    const subscription = await subscriptionOf(db, driverId, source.id);
    if (!subscription) return undefined;
    period = {
      kind: 'subscription',
      plate: subscription.plate,
      zones: subscription.zones,
      start: subscription.start_at,
      end: subscription.end_at,
      paid: subscription.price,
    };
    rows = await operationsOfSubscription(db, driverId, subscription.ledger_key, subscription.payment_id);
  }
  const traces = await providerTracesOf(db, [...new Set(rows.flatMap((row) => row.payment_id ?? []))]);
  return {
    period,
    payments: rows.map((row) => {
      const trace = row.payment_id ? traces.get(row.payment_id) : undefined;
      return {
        type: row.type,
        status: row.status,
        amount: row.amount,
        method: row.method,
        at: row.occurred_at,
        orderNumber: orderNumberOf({ at: row.occurred_at, id: Number(row.id) }),
        paymentId: row.payment_id,
        providerPaymentId: trace?.providerPaymentId ?? null,
        completedAt: trace?.completedAt ?? null,
      };
    }),
  };
}
