import { RECEIPT_PAYMENT_METHOD } from '@city-parking/contract/receipts/receipt-method';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';

/**
 * The payment method a document's waiting payment records: money by bank transfer, which no
 * provider collects. The history shows it with this name.
 */
export const DOCUMENT_METHOD: TPaymentMethod = RECEIPT_PAYMENT_METHOD;

/** A top-up document may be paid for 30 days; a subscription's also no later than the end of its first day. */
export const DOCUMENT_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export function documentExpiry(createdAt: Date, subscriptionStart?: Date): Date {
  const latest = createdAt.getTime() + DOCUMENT_VALID_DAYS * DAY_MS;
  return new Date(subscriptionStart ? Math.min(latest, subscriptionStart.getTime() + DAY_MS) : latest);
}
