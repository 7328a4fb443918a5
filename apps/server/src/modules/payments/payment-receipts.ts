import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Bought } from './purchase.ts';
import type { ProviderPayment } from './tables.ts';

/** The return of (a part of) a provider payment, confirmed by the provider. */
export interface ConfirmedRefund {
  paymentId: string;
  /** Kopecks returned. */
  amount: number;
  /** The refund's one key: `payment:<id>` for a whole payment, the partial refund's key otherwise. */
  key: string;
}

/**
 * What the payment service tells the fiscal receipts about money that moved through a provider:
 * each event is recorded in the transaction that moves the money, so none is missed or recorded
 * twice, and issued after that transaction commits, so a cash register that fails neither blocks
 * nor undoes a payment. The receipts module implements it; the composition root hands it over.
 */
export interface PaymentReceipts {
  /** Money a provider took for `payment`: what it bought, or `'refund'` when it goes straight back. */
  taken(trx: Transaction<Database>, payment: ProviderPayment, bought: Bought | 'refund'): Promise<void>;
  /** Money returned to the payer, in the transaction that records the provider's confirmation. */
  returned(trx: Transaction<Database>, refund: ConfirmedRefund): Promise<void>;
  /** After the commit: issues what was recorded for the payment. Never throws; what fails is retried by a job. */
  issue(paymentId: string): Promise<void>;
  /** The address of the payment's issued income receipt; null while there is none. */
  linkOf(paymentId: string): Promise<string | null>;
}

/** For a city (or a test) without fiscal receipts. */
export const noReceipts: PaymentReceipts = { taken: async () => {}, returned: async () => {}, issue: async () => {}, linkOf: async () => null };
