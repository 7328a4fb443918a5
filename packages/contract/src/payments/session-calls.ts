import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZPaymentConfirmation } from './payment-confirmation.ts';
import { ZIdField, ZMinutesField, ZPayerPhoneField, ZPaymentVehicle, ZRequestIdField, ZShortText, ZTimeStartField } from './payment-fields.ts';

/** Fewer minutes than this left and a session can no longer be cancelled (NoSaving). */
export const CANCEL_MIN_REMAINING_MINUTES = 30;

/** The method that pays from the driver's own balance; every other method goes through a provider. */
export const BALANCE_METHOD = 'balance';

/**
 * POST /api/payment/start and /api/payment/start/v2. PaymentService is a method of the city's
 * paymentsMethods (empty or "balance": from the balance). timestart (ISO instant, not in the
 * future, today or — with usePostPaymentYesterday — yesterday in the city's time) makes it a
 * post-payment. RequestId, when given, makes a repeated submission answer the first one's result.
 */
export const ZStartRequest = z.object({
  Token: ZOpaqueToken,
  Vehicle: z.optional(ZPaymentVehicle),
  Zone: ZShortText(40),
  ParkingCode: ZShortText(40),
  Duration: ZMinutesField,
  PaymentService: ZShortText(40),
  phone: ZPayerPhoneField,
  timestart: ZTimeStartField,
  RequestId: ZRequestIdField,
});
export type TStartRequest = z.input<typeof ZStartRequest>;

/**
 * Paid from the balance: the session and its confirmation (what was bought, the balance after);
 * through a provider: where to send the browser.
 */
export const ZStartResponse = z.object({
  status: z.literal('ok'),
  sessionId: z.optional(z.number()),
  RedirectURL: z.optional(z.string()),
  confirmation: z.optional(ZPaymentConfirmation),
});
export type TStartResponse = z.infer<typeof ZStartResponse>;

/** POST /api/payment/renew: extend a session by Duration from its end. */
export const ZRenewRequest = z.object({
  Token: ZOpaqueToken,
  ReservationId: ZIdField,
  Duration: ZMinutesField,
  PaymentService: ZShortText(40),
  phone: ZPayerPhoneField,
  timestart: ZTimeStartField,
  RequestId: ZRequestIdField,
});
export type TRenewRequest = z.input<typeof ZRenewRequest>;
export const ZRenewResponse = ZStartResponse;

/** POST /api/payment/cancel (ReservationId) and /api/payment/cancel/v2 (OrderId). */
export const ZCancelRequest = z.object({
  Token: ZOpaqueToken,
  ReservationId: ZIdField,
  OrderId: ZIdField,
  PaymentService: z.optional(z.string().check(z.maxLength(40))),
});
/** refund: roubles returned to the balance for the unused time. */
export const ZCancelResponse = z.object({ status: z.literal('ok'), refund: z.number() });
