import { z } from 'zod/mini';

// The answers about payment documents, apart from the requests: the browser reads these without
// building the payer's schema, which only the server needs in full.

/** A payment document's kind: a slip (квитанция) for an individual, an invoice (счёт на оплату) for a legal entity. */
export const PAYMENT_DOCUMENT_KINDS = ['slip', 'invoice'] as const;
export type TPaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** issued → paid once the bank's payment of its UIN and sum arrives; expired when it may no longer be paid. */
export const PAYMENT_DOCUMENT_STATUSES = ['issued', 'paid', 'expired'] as const;
export type TPaymentDocumentStatus = (typeof PAYMENT_DOCUMENT_STATUSES)[number];

/** The payer's type as the receipt list names it (spec 2.7: legal reads invoice, any other receipt). */
export const RECEIPT_PAYER_TYPES = ['individual', 'legal'] as const;

/** A document as the creation calls and GET /api/receipt-list answer it (spec: Receipt). */
export const ZReceipt = z.object({
  /** When it was issued, an ISO instant. */
  date: z.string(),
  receiptnumber: z.string(),
  /** Kopecks. */
  sum: z.number(),
  status: z.enum(PAYMENT_DOCUMENT_STATUSES),
  /** What it pays for, in the request's language. */
  receiptname: z.string(),
  type: z.enum(RECEIPT_PAYER_TYPES),
  UIN: z.string(),
  /** Ours: slip or invoice, as the type implies. */
  kind: z.enum(PAYMENT_DOCUMENT_KINDS),
  /** Ours: the last instant it may be paid (ISO). */
  payUntil: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** Both creation calls answer the new document (spec: result.receiptnumber). */
export const ZCreatePaymentDocumentResponse = z.object({ status: z.literal('ok'), result: ZReceipt });

/** GET /api/receipt-list?token=…: the driver's documents, newest first. */
export const ZReceiptListResponse = z.object({ status: z.literal('ok'), result: z.array(ZReceipt) });
export type TCreatePaymentDocumentResponse = z.infer<typeof ZCreatePaymentDocumentResponse>;

/** GET /api/sendreceipt answers ok once the letter is handed over. */
export const ZSendReceiptResponse = z.object({ status: z.literal('ok') });
