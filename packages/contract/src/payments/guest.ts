import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { ZCostRequest, ZCostResponse } from './cost.ts';
import { ZStartRequest } from './session-calls.ts';

/**
 * Guest payment (spec: guest payment screen; cities with useSessionWithoutRegister). The guest
 * calls /api/payment/cost and /api/payment/start with the token of POST /api/auth/guest as Token.
 * Elsewhere a guest token is answered AccountNotFound; on driver-only calls, TokenNotFound.
 */

/**
 * POST /api/payment/cost with a guest token: the cost of a start today or, with timestart, of a
 * post-payment (usePostPayment; FuturePost for a future time, yesterday only with
 * usePostPaymentYesterday). Same errors as a driver's cost. The driver's fields less ReservationId:
 * a guest has no session to extend. Token is the guest token.
 */
export const ZGuestCostRequest = z.omit(ZCostRequest, { ReservationId: true });
export type TGuestCostRequest = z.input<typeof ZGuestCostRequest>;

/** As a driver's cost; a guest has no balance: balance is 0 and refill the whole totalcost. */
export const ZGuestCostResponse = ZCostResponse;
export type TGuestCostResponse = z.infer<typeof ZGuestCostResponse>;

/**
 * POST /api/payment/start with a guest token (spec unregisterPaymentStart and, with timestart,
 * unregisterPostPaymentStart). Always a provider payment: the session starts when it completes
 * and is kept with the payer's phone, so that registering with that phone later shows it.
 * Errors: those of the cost, PhoneEmpty / ValidationError (phone), NotSelectedPaymentService
 * (no method or "balance"), PaymentServiceNotFound, ParkingSessionAlreadyExists, ParkingSessionWasFree
 * (cost 0: nothing to pay for), AccountNotFound (the city has no useSessionWithoutRegister).
 * The driver's fields less RequestId (a guest always goes to the provider, so there is no result to
 * replay); Token is the guest token; phone is required whatever the method (+7, 7 or 8 and 10 digits).
 */
export const ZGuestStartRequest = z.omit(ZStartRequest, { RequestId: true });
export type TGuestStartRequest = z.input<typeof ZGuestStartRequest>;

export const ZGuestStartResponse = z.object({
  status: z.literal('ok'),
  /** The provider's payment page; the session starts when the payment completes. */
  RedirectURL: z.string(),
});
export type TGuestStartResponse = z.infer<typeof ZGuestStartResponse>;

/** Digits of a guest's phone (spec: the guest form's phone needs 11 characters). */
export const GUEST_PHONE_DIGITS = 11;

/**
 * The server's rule for a guest's phone: PhoneEmpty when there is (next to) nothing, ValidationError
 * unless it is 11 digits starting with +7, 7 or 8 (spaces, brackets and hyphens are ignored).
 */
export function guestPhoneError(value: string | null | undefined): ErrorName | null {
  const phone = (value ?? '').trim();
  if (phone.length <= 1) return 'PhoneEmpty';
  return /^(?:\+7|7|8)\d{10}$/.test(phone.replace(/[\s()-]/g, '')) ? null : 'ValidationError';
}
