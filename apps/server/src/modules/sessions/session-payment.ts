import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import type { Database } from '../../db/schema.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { Purchase } from '../payments/purchase.ts';
import type { CostService } from './cost-service.ts';

/** How a start or renewal is paid: the balance or a provider's method, the payer's phone, and the key of a re-submission. */
export interface SessionPaymentFields {
  PaymentService: string;
  phone?: string;
  RequestId?: string;
}

/** A session's debit (its start or an extension) from a company's balance. */
export interface CompanySessionCharge {
  sessionId: number;
  plate: string;
  kind: 'payment' | 'renew';
  /** Kopecks, not negative. */
  amount: number;
  idempotencyKey: string;
  period: { start: Date; end: Date | null };
  zoneNumber: string;
  parkingCode: string;
  /** The company that paid the session's start: its extensions are that company's too. */
  companyId?: number;
}

/**
 * The companies' accounts as sessions use them (the corporate module's companyPayer, given by the
 * composition root, so that sessions need not know the corporate module).
 */
export interface CompanyAccounts {
  /** Refuses (AppError) when the driver cannot park `plate` on a company's account. */
  check(driverId: number, plate: string, companyId?: number): Promise<unknown>;
  /** Debits in the caller's transaction; false when the key was applied before. */
  charge(trx: Transaction<Database>, driverId: number, charge: CompanySessionCharge): Promise<boolean>;
  /** Kopecks the company's entry of `key` moved. */
  amountOf(db: Kysely<Database> | Transaction<Database>, key: string): Promise<number | undefined>;
  /** A cancel's refund of a session the company paid, back to the company. */
  refund(
    trx: Transaction<Database>,
    driverId: number,
    session: { id: number; company_id: number; plate: string; zone_number: string; parking_code: string },
    amount: number,
    period: { start: Date; end: Date | null },
  ): Promise<void>;
}

/** What the services that sell session time are built from. */
export interface SessionSaleDeps {
  db: Kysely<Database>;
  now: () => Date;
  costs: CostService;
  payments: PaymentService;
  /** Pays sessions of a company's vehicle from the company's balance (the `company` method). */
  companies: CompanyAccounts;
  log: FastifyBaseLogger;
}

/** A start or renewal paid from the balance (the session and its confirmation), or sent to a provider (where the browser goes). */
export type PaymentOutcome = { sessionId: number; purchase: Purchase } | { redirectUrl: string };

/** Empty or "balance": the driver's own balance pays; any other name is a provider's method. */
export const paysFromBalance = (paymentService: string) => paymentService === '' || paymentService === BALANCE_METHOD;
