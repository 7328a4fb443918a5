import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TPaymentDocumentKind, TPaymentDocumentStatus } from '@city-parking/contract/receipts/payment-documents';

/** What a document pays for: a top-up of the balance, or a subscription. */
export type PaymentDocumentPurpose = 'refill' | 'subscription';

type Json<T> = ColumnType<T, string, string>;

export interface PaymentDocumentTables {
  payment_document: {
    id: Generated<number>;
    number: string;
    /** The driver it belongs to, or null for a company's (exactly one of the two is set). */
    driver_id: ColumnType<number | null, number | null | undefined, never>;
    /** The company it belongs to (its top-up by invoice), or null for a driver's. */
    company_id: ColumnType<number | null, number | null | undefined, never>;
    kind: TPaymentDocumentKind;
    purpose: PaymentDocumentPurpose;
    /** Kopecks. */
    amount: ColumnType<number, number, number>;
    uin: string;
    /** The payer as the contract's ZPayer gives it. */
    payer: Json<Record<string, unknown>>;
    /** The city's bank details when the document was issued (a Payee). */
    payee: Json<Record<string, unknown>>;
    /** The subscription as printed ({} for a top-up). */
    subject: Json<Record<string, unknown>>;
    /** The waiting provider payment whose completion applies the money. */
    payment_id: string;
    status: ColumnType<TPaymentDocumentStatus, TPaymentDocumentStatus | undefined, TPaymentDocumentStatus>;
    created_at: ColumnType<Date, Date, never>;
    expires_at: Date;
    paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  bank_payment: {
    /** The statement's identity of one payment (see bank-statement-import). */
    key: string;
    document_id: number | null;
    outcome: string;
    /** Kopecks. */
    amount: ColumnType<number, number, never>;
    created_at: ColumnType<Date, Date, never>;
  };
  /** A document e-mailed: the daily caps of GET /api/sendreceipt count these (migration 0045). */
  document_letter: {
    id: Generated<number>;
    /** The account that asked, a driver or a company (exactly one of the two is set). */
    driver_id: ColumnType<number | null, number | null | undefined, never>;
    company_id: ColumnType<number | null, number | null | undefined, never>;
    /** The address's hash (document-letters.ts's recipientHash), never the address. */
    recipient_hash: string;
    sent_at: ColumnType<Date, Date, never>;
  };
}

export type PaymentDocumentRow = Selectable<PaymentDocumentTables['payment_document']>;
