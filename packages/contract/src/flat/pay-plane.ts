import { z } from 'zod/mini';
import { ZPayerPhoneField } from '../payments/payment-fields.ts';

/**
 * POST /backend/v2/payPlane, the token in the Authorization header (a driver's or a guest's).
 * sessionId is a costPlane quote of that lot not older than FLAT_PAYMENT_WINDOW_MS, otherwise
 * PriceChangedTryLater. paymentService is a provider method of the city; phone (ours) is the
 * payer's phone for a method that charges one.
 */
export const ZPayPlaneRequest = z.object({
  paymentService: z._default(z.string().check(z.maxLength(40)), ''),
  parkingNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  sessionId: z.string().check(z.minLength(1), z.maxLength(64)),
  phone: ZPayerPhoneField,
});
export type TPayPlaneRequest = z.input<typeof ZPayPlaneRequest>;

export const ZPayPlaneResponse = z.object({
  status: z.literal('ok'),
  /** Where to pay (the provider's page), or, when there is nothing to pay, a message for the payer. */
  result: z.union([z.object({ redirectURL: z.string().check(z.minLength(1)) }), z.object({ message: z.string() })]),
});
export type TPayPlaneResponse = z.infer<typeof ZPayPlaneResponse>;
