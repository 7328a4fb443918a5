import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TReceiptSign } from '@city-parking/contract/fiscal/fiscal-terms';
import type { TFiscalReceipt } from '@city-parking/contract/fiscal/fiscal-receipt';
import type { ReceiptItem } from './receipt-item.ts';

export interface FiscalReceiptTables {
  /** One receipt per money event; `pending` until the cash register issues it (README, "Fiscal receipts"). */
  fiscal_receipt: {
    /** Random, unguessable: the receipt's link is its key. */
    id: string;
    /** `payment:<id>` for a payment's income, `refund:<refund key>` for a return. */
    source: string;
    payment_id: string;
    sign: TReceiptSign;
    item: ColumnType<ReceiptItem, string, string>;
    /** Kopecks. */
    amount: ColumnType<number, number, number>;
    buyer_email: string | null;
    buyer_phone: string | null;
    language: 'ru' | 'en';
    status: 'pending' | 'issued';
    attempts: Generated<number>;
    next_attempt_at: Date;
    created_at: ColumnType<Date, Date, never>;
    issued_at: Date | null;
    document: ColumnType<TFiscalReceipt | null, string | null, string | null>;
    signature: string | null;
    emailed_at: Date | null;
  };
  fiscal_register_counter: { register_number: string; last_fd: ColumnType<number, number, number> };
  receipt_signing_key: { id: number; private_key: string; created_at: ColumnType<Date, Date, never> };
}

export type FiscalReceiptRow = Selectable<FiscalReceiptTables['fiscal_receipt']>;
