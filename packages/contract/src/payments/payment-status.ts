import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZPaymentConfirmation } from './payment-confirmation.ts';

/** A payment as its payer reads it after the provider's pages (the /payment page). */
export const PAYER_PAYMENT_STATUSES = ['done', 'processing', 'refunded', 'expired', 'failed'] as const;
export type TPayerPaymentStatus = (typeof PAYER_PAYMENT_STATUSES)[number];

/**
 * GET /api/payment/status: the status of the payment `order` (the id in the provider's return
 * address). Only its payer may read it: the driver it belongs to, or the guest token that made it;
 * any other answers NotFound.
 */
export const ZPaymentStatusQuery = z.object({
  token: ZOpaqueToken,
  order: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * `processing` until the provider has decided; `refunded` also while a refund is under way;
 * `failed` for a declined payment. A `done` payment carries its confirmation: what it bought.
 */
export const ZPaymentStatusResponse = z.object({
  status: z.literal('ok'),
  result: z.object({ status: z.enum(PAYER_PAYMENT_STATUSES), confirmation: z.optional(ZPaymentConfirmation) }),
});
export type TPaymentStatusResult = z.infer<typeof ZPaymentStatusResponse>['result'];
