import type { TFiscalReceipt } from './fiscal-receipt.ts';

/** Names the layout of the signed text; a new layout gets a new name and old receipts still verify. */
export const RECEIPT_SIGNATURE_VERSION = 'city-parking-receipt-v1';

/**
 * The text the city signs for a receipt, the same in the server and the browser: a JSON array of
 * the fields in a fixed order (keys cannot be reordered and no value can spill into another). Any
 * change of an amount, a number or the time changes the text and fails the signature.
 */
export function canonicalReceipt(r: TFiscalReceipt): string {
  return JSON.stringify([
    RECEIPT_SIGNATURE_VERSION,
    r.id,
    r.sign,
    [r.seller.name, r.seller.inn, r.seller.address],
    r.taxSystem,
    r.place,
    r.items.map((i) => [i.name, i.quantity, i.price, i.sum, i.settlementMethod, i.subject, i.vatRate, i.vat]),
    r.total,
    r.electronic,
    r.registerNumber,
    r.fn,
    r.fd,
    r.fp,
    r.issuedAt,
    r.timeZone,
  ]);
}
