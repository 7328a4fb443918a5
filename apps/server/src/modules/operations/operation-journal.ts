import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';
import { COMPANY_METHOD } from '@city-parking/contract/corporate/company-payers';
import type { Database } from '../../db/schema.ts';
import type { OperationTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
type NewOperation = Insertable<OperationTables['operation']> & { method: string };

/** The period an operation paid for (a session, an extension, the unused time a cancel returns). */
export interface OperationPeriod {
  start: Date;
  end: Date | null;
}

/** What an entry that is not a session's paid for: a plate and a zone text (a subscription's zones, or `#`). */
export interface OperationSubject {
  plate: string;
  zone: string;
}

/** A ledger entry as posted; the journal keeps it as an operation of the history. */
export interface PostedEntry {
  driverId: number;
  kind: string;
  /** Kopecks; positive credits, negative debits. */
  amount: number;
  idempotencyKey: string;
  /** When it happened, on the poster's injected clock (the history's date). */
  at: Date;
  paymentId?: string | undefined;
  sessionId?: number | undefined;
  period?: OperationPeriod | undefined;
  subject?: OperationSubject | undefined;
  /** The company whose balance the entry moved (its own ledger's row), instead of the driver's. */
  company?: string | undefined;
}

/** A provider payment as created. */
export interface CreatedPayment {
  id: string;
  driverId: number | null;
  purpose: string;
  amount: number;
  method: string;
  phone: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

const TYPE_OF_KIND: Record<string, TOperationType> = {
  refill: 'refill',
  payment: 'payment',
  postPayment: 'payment',
  renew: 'renew',
  cancel: 'cancel',
  subscription: 'paymentSubscription',
  bonus: 'bonus20',
  // A subscription's unused days returned, like a cancel's unused time.
  subscriptionRefund: 'cancel',
};

/**
 * Ledger kinds with no row of their own: money that goes back through the provider leaves the
 * balance as it arrived, and the refund's row already shows it with the provider's method.
 */
const UNSHOWN_KINDS: ReadonlySet<string> = new Set(['providerRefund']);

const TYPE_OF_PURPOSE: Record<string, TOperationType> = {
  refill: 'refill',
  start: 'payment',
  renew: 'renew',
  flat: 'paymentGate',
  subscription: 'paymentSubscription',
};

/** A provider payment's status as the history words it. */
const STATUS_OF_PAYMENT: Record<string, TOperationStatus> = {
  wait: 'wait',
  done: 'done',
  declined: 'cancel',
  expired: 'error',
  refunding: 'processing',
  refunded: 'cancel',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A session as its operations show it. */
export interface SessionDescription {
  zoneNumber: string;
  parkingCode: string;
  plate: string;
  startAt: Date;
  endAt: Date | null;
}

/** How a provider payment was paid, as its operations show it. */
export interface PaymentPayer {
  method: string;
  phone: string | null;
  details: Record<string, unknown>;
}

/**
 * What the journal reads of the modules whose events it records: sessions, barrier tickets and
 * provider payments belong to modules that import this one, so their readers are handed in by the
 * composition root (describeOperationsWith). Each reads in the transaction it is given, the one
 * that moves the money, so an operation is described as that transaction sees it.
 */
export interface OperationDescriber {
  session(db: Db, sessionId: number): Promise<SessionDescription | undefined>;
  /** The number of the lot a barrier ticket was taken at. */
  ticketLot(db: Db, ticketId: number): Promise<string | undefined>;
  payment(db: Db, paymentId: string): Promise<PaymentPayer | undefined>;
}

let describer: OperationDescriber | null = null;

/**
 * Hands the journal its describer; the composition root calls it as each city is built. The
 * readers take the database or transaction as an argument, so one describer serves every city.
 */
export function describeOperationsWith(given: OperationDescriber): void {
  describer = given;
}

function describerOf(): OperationDescriber {
  if (!describer) throw new Error('the operations journal has no describer: the composition root hands it in (describeOperationsWith)');
  return describer;
}

/** The zone, plate and period of a session, as an operation describes them. */
async function sessionDescription(db: Db, sessionId: number | undefined) {
  if (sessionId === undefined) return {};
  const session = await describerOf().session(db, sessionId);
  if (!session) return { session_id: sessionId };
  const { zoneNumber, parkingCode, plate, startAt, endAt } = session;
  return { session_id: sessionId, zone_number: zoneNumber, parking_code: parkingCode, plate, starts_at: startAt, ends_at: endAt };
}

/** The lot (as zone and parking) of a barrier ticket. */
async function ticketDescription(db: Db, ticketId: unknown) {
  if (typeof ticketId !== 'number') return {};
  const lot = await describerOf().ticketLot(db, ticketId);
  return lot === undefined ? {} : { zone_number: lot, parking_code: lot };
}

/**
 * Writes the operations history, always inside the transaction that moves the money, so that the
 * history can neither miss an event nor hold one twice: each event has one `source_key`, and the
 * paths that reach the same event (a waiting payment, then its credit, then the session debited
 * from it) update that one row. Nothing here decides about money; it only records.
 */
export const operationJournal = {
  /**
   * A ledger entry just applied. A debit paid by a provider payment replaces that payment's own row:
   * its money passed through the balance to the session in the same transaction, so the driver sees
   * one payment. A credit that stays (a top-up, or a paid start that could not begin) is a refill.
   */
  async posted(trx: Transaction<Database>, entry: PostedEntry): Promise<void> {
    if (UNSHOWN_KINDS.has(entry.kind)) return;
    const type = TYPE_OF_KIND[entry.kind];
    if (!type) throw new Error(`no operation type for ledger kind ${entry.kind}`);
    const payment = entry.paymentId ? await describerOf().payment(trx, entry.paymentId) : undefined;
    if (entry.amount < 0 && entry.paymentId) await trx.deleteFrom('operation').where('source_key', '=', `payment:${entry.paymentId}`).execute();
    const described = await sessionDescription(trx, entry.sessionId);
    const period = entry.period ? { starts_at: entry.period.start, ends_at: entry.period.end } : {};
    const subject = entry.subject ? { plate: entry.subject.plate, zone_number: entry.subject.zone } : {};
    const row: NewOperation = {
      driver_id: entry.driverId,
      type,
      status: 'done',
      amount: Math.abs(entry.amount),
      method: entry.company ? COMPANY_METHOD : (payment?.method ?? 'balance'),
      company_name: entry.company ?? null,
      payer_phone: payment ? (payment.phone ?? text(payment.details.payerPhone)) : null,
      starts_at: null,
      ends_at: null,
      zone_number: null,
      parking_code: null,
      plate: null,
      session_id: null,
      payment_id: entry.paymentId ?? null,
      occurred_at: entry.at,
      source_key: entry.idempotencyKey,
      ...described,
      ...period,
      ...subject,
    };
    await trx
      .insertInto('operation')
      .values(row)
      // A waiting debt (session:<id>) or payment (payment:<id>) becomes done where it stands in the history.
      .onConflict((oc) =>
        oc.column('source_key').doUpdateSet((eb) => ({
          type,
          status: 'done',
          amount: row.amount,
          method: row.method,
          payer_phone: eb.fn.coalesce('excluded.payer_phone', 'operation.payer_phone'),
          payment_id: eb.fn.coalesce('excluded.payment_id', 'operation.payment_id'),
          session_id: eb.fn.coalesce('excluded.session_id', 'operation.session_id'),
        })),
      )
      .execute();
  },

  /**
   * A provider payment waiting for the payer. A deferred session's payments are not rows of their
   * own: the session's debt is, and the first payment that completes settles it.
   */
  async paymentCreated(db: Db, payment: CreatedPayment): Promise<void> {
    const type = TYPE_OF_PURPOSE[payment.purpose];
    if (!type) return;
    const { details } = payment;
    const described = typeof details.sessionId === 'number' ? await sessionDescription(db, details.sessionId) : await ticketDescription(db, details.ticketId);
    await db
      .insertInto('operation')
      .values({
        driver_id: payment.driverId,
        type,
        status: 'wait',
        amount: payment.amount,
        method: payment.method,
        payer_phone: payment.phone ?? text(details.payerPhone),
        starts_at: null,
        ends_at: null,
        zone_number: text(details.zoneNumber),
        parking_code: text(details.parkingCode),
        plate: text(details.plate),
        session_id: null,
        payment_id: payment.id,
        occurred_at: payment.createdAt,
        source_key: `payment:${payment.id}`,
        ...described,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  },

  /** A provider payment's new status, on the row it still has (one whose money reached a session has none). */
  async paymentStatus(db: Db, paymentIds: readonly string[], status: string): Promise<void> {
    const next = STATUS_OF_PAYMENT[status];
    if (!next || paymentIds.length === 0) return;
    await db
      .updateTable('operation')
      .set({ status: next })
      .where(
        'source_key',
        'in',
        paymentIds.map((id) => `payment:${id}`),
      )
      // A credit already made it a done refill.
      .where('status', '!=', 'done')
      .execute();
  },

  /** What a paid guest start or barrier ticket bought, once the completion knows it. */
  async paymentApplied(trx: Transaction<Database>, paymentId: string, applied: { sessionId?: number; period?: OperationPeriod }): Promise<void> {
    const described = await sessionDescription(trx, applied.sessionId);
    const period = applied.period ? { starts_at: applied.period.start, ends_at: applied.period.end } : {};
    if (Object.keys(described).length + Object.keys(period).length === 0) return;
    await trx
      .updateTable('operation')
      .set({ ...described, ...period })
      .where('source_key', '=', `payment:${paymentId}`)
      .execute();
  },

  /**
   * A no-balance session just stopped: its cost is a debt waiting for a payment (or nothing, for a
   * free one). The payment that settles it posts `session:<id>` to the ledger, which marks this row done.
   */
  async debtRecorded(trx: Transaction<Database>, driverId: number, sessionId: number, amount: number, at: Date): Promise<void> {
    const described = await sessionDescription(trx, sessionId);
    await trx
      .insertInto('operation')
      .values({
        driver_id: driverId,
        type: 'payment',
        status: amount > 0 ? 'waiting' : 'done',
        amount,
        payer_phone: null,
        starts_at: null,
        ends_at: null,
        zone_number: null,
        parking_code: null,
        plate: null,
        session_id: sessionId,
        payment_id: null,
        occurred_at: at,
        source_key: `session:${sessionId}`,
        ...described,
      })
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  },

  /** A guest's operations paid with `phone` become the driver's who confirmed that phone. */
  async adopt(trx: Transaction<Database>, driverId: number, phone: string): Promise<void> {
    await trx.updateTable('operation').set({ driver_id: driverId }).where('driver_id', 'is', null).where('payer_phone', '=', phone).execute();
  },
};
