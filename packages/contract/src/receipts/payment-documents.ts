import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZShortText } from '../payments/payment-fields.ts';
import { ZPayer } from './payer.ts';
import { ZReceiptEmail } from './receipt-email.ts';

/** A payment document's kind: a slip (квитанция) for an individual, an invoice (счёт на оплату) for a legal entity. */
export const PAYMENT_DOCUMENT_KINDS = ['slip', 'invoice'] as const;
export type TPaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** issued → paid once the bank's payment of its UIN and sum arrives; expired when it may no longer be paid. */
export const PAYMENT_DOCUMENT_STATUSES = ['issued', 'paid', 'expired'] as const;
export type TPaymentDocumentStatus = (typeof PAYMENT_DOCUMENT_STATUSES)[number];

/** POST /api/creatrefill?token=…: a document for a top-up of `sum` roubles (typed as in the top-up form). */
export const ZCreateRefillDocumentRequest = z.object({
  token: ZOpaqueToken,
  sum: ZShortText(20),
  payer: ZPayer,
});
export type TCreateRefillDocumentRequest = z.input<typeof ZCreateRefillDocumentRequest>;

/**
 * POST /api/creatsubscription?token=…: a document for subscription `codeSubscription` of plate `grz`.
 * `timestart` (ours, optional) is the start date as the purchase takes it; the earliest allowed
 * date when absent.
 */
export const ZCreateSubscriptionDocumentRequest = z.object({
  token: ZOpaqueToken,
  codeSubscription: ZShortText(40),
  grz: ZShortText(40),
  timestart: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  payer: ZPayer,
});
export type TCreateSubscriptionDocumentRequest = z.input<typeof ZCreateSubscriptionDocumentRequest>;

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
export const ZReceiptListQuery = z.object({ token: ZOpaqueToken });
export const ZReceiptListResponse = z.object({ status: z.literal('ok'), result: z.array(ZReceipt) });
export type TCreatePaymentDocumentResponse = z.infer<typeof ZCreatePaymentDocumentResponse>;

/** GET /api/receipt?token=…&receiptnumber=…: the document as a PDF, to its owner only. */
export const ZPaymentDocumentQuery = z.object({ token: ZOpaqueToken, receiptnumber: z.string().check(z.minLength(1), z.maxLength(40)) });

/** GET /api/sendreceipt?token=…&receiptnumber=…&email=…: the document's PDF e-mailed as an attachment, to its owner only. */
export const ZSendReceiptQuery = z.object({
  token: ZOpaqueToken,
  receiptnumber: z.string().check(z.minLength(1), z.maxLength(40)),
  email: ZReceiptEmail,
});
export type TSendReceiptQuery = z.input<typeof ZSendReceiptQuery>;
export const ZSendReceiptResponse = z.object({ status: z.literal('ok') });

/** POST {apiUrl}/dev/bank/pay (demo only): the bank pays `sum` roubles against `uin`. */
export const ZDevBankPayRequest = z.object({
  uin: z.string().check(z.minLength(1), z.maxLength(40)),
  sum: z.string().check(z.minLength(1), z.maxLength(20)),
});
