import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZShortText } from '../payments/payment-fields.ts';
import { ZPayer } from './payer.ts';
import { ZReceiptEmail } from './receipt-email.ts';

export {
  PAYMENT_DOCUMENT_KINDS,
  PAYMENT_DOCUMENT_STATUSES,
  RECEIPT_PAYER_TYPES,
  ZCreatePaymentDocumentResponse,
  ZReceipt,
  ZReceiptListResponse,
  ZSendReceiptResponse,
  type TCreatePaymentDocumentResponse,
  type TPaymentDocumentKind,
  type TPaymentDocumentStatus,
  type TReceipt,
} from './receipt.ts';

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

/** GET /api/receipt-list?token=…: the driver's documents, newest first. */
export const ZReceiptListQuery = z.object({ token: ZOpaqueToken });

/** GET /api/receipt?token=…&receiptnumber=…: the document as a PDF, to its owner only. */
export const ZPaymentDocumentQuery = z.object({ token: ZOpaqueToken, receiptnumber: z.string().check(z.minLength(1), z.maxLength(40)) });

/** GET /api/sendreceipt?token=…&receiptnumber=…&email=…: the document's PDF e-mailed as an attachment, to its owner only. */
export const ZSendReceiptQuery = z.object({
  token: ZOpaqueToken,
  receiptnumber: z.string().check(z.minLength(1), z.maxLength(40)),
  email: ZReceiptEmail,
});
export type TSendReceiptQuery = z.input<typeof ZSendReceiptQuery>;

/** POST {apiUrl}/dev/bank/pay (demo only): the bank pays `sum` roubles against `uin`. */
export const ZDevBankPayRequest = z.object({
  uin: z.string().check(z.minLength(1), z.maxLength(40)),
  sum: z.string().check(z.minLength(1), z.maxLength(20)),
});

/**
 * The demo bank's answer: the document paid now (`paid`), one paid before (`alreadyPaid`: this
 * money would go back) or the very same payment reported before (`alreadyImported`), and the
 * document's number ("" when the outcome names none).
 */
export const ZDevBankPayResponse = z.object({
  status: z.literal('ok'),
  result: z.object({ outcome: z.enum(['paid', 'alreadyPaid', 'alreadyImported']), receiptnumber: z.string() }),
});
