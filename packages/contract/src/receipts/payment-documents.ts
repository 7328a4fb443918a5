import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZShortText } from '../payments/payment-fields.ts';
import { ZPayer } from './payer.ts';

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

/** Both creation calls answer the document's number (spec: result.receiptnumber), its UIN and kopecks. */
export const ZCreatePaymentDocumentResponse = z.object({
  status: z.literal('ok'),
  result: z.object({
    receiptnumber: z.string(),
    UIN: z.string(),
    /** Kopecks. */
    sum: z.number(),
    type: z.enum(PAYMENT_DOCUMENT_KINDS),
  }),
});
export type TCreatePaymentDocumentResponse = z.infer<typeof ZCreatePaymentDocumentResponse>;

/** GET /api/receipt?token=…&receiptnumber=…: the document as a PDF, to its owner only. */
export const ZPaymentDocumentQuery = z.object({ token: ZOpaqueToken, receiptnumber: z.string().check(z.minLength(1), z.maxLength(40)) });

/** POST {apiUrl}/dev/bank/pay (demo only): the bank pays `sum` roubles against `uin`. */
export const ZDevBankPayRequest = z.object({
  uin: z.string().check(z.minLength(1), z.maxLength(40)),
  sum: z.string().check(z.minLength(1), z.maxLength(20)),
});
