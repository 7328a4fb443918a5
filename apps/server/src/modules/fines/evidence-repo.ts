import type { Kysely } from 'kysely';
import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';
import type { Database } from '../../db/schema.ts';
import { orderNumberOf } from '../operations/order-number.ts';
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
  const operations = db
    .selectFrom('operation as o')
    .leftJoin('provider_payment as p', 'p.id', 'o.payment_id')
    .select(['o.id', 'o.type', 'o.status', 'o.amount', 'o.method', 'o.occurred_at', 'o.payment_id', 'p.provider_payment_id', 'p.completed_at'])
    .where('o.driver_id', '=', driverId)
    .orderBy('o.occurred_at')
    .orderBy('o.id');
  let period: EvidencePeriod;
  let rows;
  if (source.kind === 'session') {
    const session = await db
      .selectFrom('parking_session')
      .select(['plate', 'zone_number', 'start_at', 'end_at', 'paid'])
      .where('id', '=', source.id)
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
    if (!session?.end_at) return undefined;
    period = { kind: 'session', plate: session.plate, zones: [session.zone_number], start: session.start_at, end: session.end_at, paid: session.paid };
    rows = await operations.where('o.session_id', '=', source.id).execute();
  } else {
    const subscription = await db
      .selectFrom('subscription')
      .select(['plate', 'zones', 'start_at', 'end_at', 'price', 'ledger_key', 'payment_id'])
      .where('id', '=', source.id)
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
    if (!subscription) return undefined;
    const { ledger_key, payment_id } = subscription;
    period = {
      kind: 'subscription',
      plate: subscription.plate,
      zones: subscription.zones,
      start: subscription.start_at,
      end: subscription.end_at,
      paid: subscription.price,
    };
    rows = await operations.where((eb) => eb.or([eb('o.source_key', '=', ledger_key), ...(payment_id ? [eb('o.payment_id', '=', payment_id)] : [])])).execute();
  }
  return {
    period,
    payments: rows.map((row) => ({
      type: row.type,
      status: row.status,
      amount: row.amount,
      method: row.method,
      at: row.occurred_at,
      orderNumber: orderNumberOf({ at: row.occurred_at, id: Number(row.id) }),
      paymentId: row.payment_id,
      providerPaymentId: row.provider_payment_id ?? null,
      completedAt: row.completed_at ?? null,
    })),
  };
}
