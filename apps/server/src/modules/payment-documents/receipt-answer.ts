import type { TReceipt } from '@city-parking/contract/receipts/payment-documents';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { DocumentSubject } from './payment-document-service.ts';
import type { PaymentDocumentRow } from './tables.ts';

/** An issued document past its time reads expired before anything has marked it so. */
export const effectiveStatus = (row: PaymentDocumentRow, now: Date): TReceipt['status'] =>
  row.status === 'issued' && row.expires_at <= now ? 'expired' : row.status;

const NAMES = {
  ru: { refill: 'Пополнение баланса', subscription: (label: string, plate: string) => `Абонемент «${label}», ${plate}` },
  en: { refill: 'Balance top-up', subscription: (label: string, plate: string) => `Subscription "${label}", ${plate}` },
};

/** A document as the spec's Receipt, in the request's language. */
export function toReceiptAnswer(row: PaymentDocumentRow, language: TLanguage, now: Date): TReceipt {
  const subject = row.subject as DocumentSubject;
  const names = NAMES[language];
  return {
    date: row.created_at.toISOString(),
    receiptnumber: row.number,
    sum: Number(row.amount),
    status: effectiveStatus(row, now),
    receiptname: row.purpose === 'refill' ? names.refill : names.subscription(subject.label?.[language] ?? subject.code ?? '', subject.plate ?? ''),
    type: row.kind === 'invoice' ? 'legal' : 'individual',
    UIN: row.uin,
    kind: row.kind,
    payUntil: new Date(row.expires_at.getTime() - 1).toISOString(),
  };
}
