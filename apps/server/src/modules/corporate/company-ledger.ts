import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { companyOperationRepo } from './company-operation-repo.ts';
import { companyRepo } from './company-repo.ts';
import type { CompanyOperationKind } from './tables.ts';

/** A row of a company's ledger, with what it paid for. */
export interface CompanyLedgerEntry {
  companyId: number;
  kind: CompanyOperationKind;
  /** Kopecks; positive credits, negative debits. */
  amount: number;
  /** The payment, session or request this entry belongs to; a second entry with the same key is a replay. */
  idempotencyKey: string;
  driver?: { id: number; name: string; phone: string };
  plate?: string;
  zoneNumber?: string;
  parkingCode?: string;
  period?: { start: Date; end: Date | null };
  sessionId?: number;
  paymentId?: string;
  method?: string;
  /** When it happened, on the caller's injected clock: a driver's monthly cap counts by it. */
  at: Date;
}

/**
 * The append-only ledger of a company's money, as payments/ledger.ts is a driver's: the row and
 * the balance snapshot move in one statement pair of the caller's transaction. The conditional
 * update's row lock orders concurrent posts of one company, so no two debits spend the same
 * money; a debit that would take the balance below zero answers NoMoneyNoHoney and writes nothing.
 * A parking session paid from the company's balance posts here keyed `session:<id>`.
 */
export const companyLedger = {
  /** True when the entry was applied now, false when the same key was applied before. */
  async post(trx: Transaction<Database>, entry: CompanyLedgerEntry): Promise<boolean> {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amounts are whole kopecks, got ${entry.amount}`);
    const appended = await companyOperationRepo(trx).append({
      company_id: entry.companyId,
      kind: entry.kind,
      amount: entry.amount,
      idempotency_key: entry.idempotencyKey,
      company_driver_id: entry.driver?.id ?? null,
      driver_name: entry.driver?.name ?? '',
      driver_phone: entry.driver?.phone ?? '',
      plate: entry.plate ?? null,
      zone_number: entry.zoneNumber ?? null,
      parking_code: entry.parkingCode ?? null,
      starts_at: entry.period?.start ?? null,
      ends_at: entry.period?.end ?? null,
      method: entry.method ?? 'balance',
      session_id: entry.sessionId ?? null,
      payment_id: entry.paymentId ?? null,
      occurred_at: entry.at,
    });
    if (!appended) return false;
    if (!(await companyRepo(trx).moveBalance(entry.companyId, entry.amount))) throw new AppError('NoMoneyNoHoney');
    return true;
  },
};
