import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZIdField, ZPayerPhoneField, ZPaymentVehicle, ZRequestIdField, ZShortText } from './payment-fields.ts';

/**
 * Calls of cities whose settings have dontUseBalance (spec: no-balance and deferred sessions). A
 * session starts without payment and without a duration, its cost accrues by the zone's tariff
 * until it is ended, and then it is paid through a provider. In a city that uses the balance the
 * same addresses keep their balance behaviour (session-calls.ts: ZStartRequest, ZCancelRequest).
 */

/** Sessions paid afterwards that one driver may run at once (TooManyOpenSessions beyond). */
export const MAX_OPEN_NO_BALANCE_SESSIONS = 3;

/**
 * POST /api/payment/start/v2 (spec startNoBalanceSession). Errors: NoZoneSelected, ZoneNotFound,
 * EmptyTs, InvalidFormat (plate), ParkingSessionAlreadyExists, TokenNotFound.
 */
export const ZStartNoBalanceRequest = z.object({
  /** The driver's token; a guest token is refused (TokenNotFound). */
  Token: ZOpaqueToken,
  /** The vehicle: Number, Category, NumberFormat; a JSON object or its text in a form body. */
  Vehicle: z.optional(ZPaymentVehicle),
  /** Zone number; with paymentByParkingId the parking's id, which may also come as ParkingCode. */
  Zone: ZShortText(40),
  /** Parking code or id (paymentByParkingId); either it or Zone names where the car stands. */
  ParkingCode: ZShortText(40),
  /** When given, a repeated submission answers the session the first one started. */
  RequestId: ZRequestIdField,
});
export type TStartNoBalanceRequest = z.input<typeof ZStartNoBalanceRequest>;

export const ZStartNoBalanceResponse = z.object({
  status: z.literal('ok'),
  /** The started session: the OrderId of the calls below and the id in the profile's sessions. */
  sessionId: z.number(),
});
export type TStartNoBalanceResponse = z.infer<typeof ZStartNoBalanceResponse>;

/**
 * POST /api/payment/cancel/v2 (spec cancelNoBalanceSession: postpone) and POST /api/payment/break/v1
 * (spec cancelDefferedSession: the driver confirms the car has left and answers for the time):
 * both end an active session now and ask for a provider payment of what it cost; the session is
 * "waiting" (a deferred parking) until that payment completes. Errors: ParkingSessionNotFound (no
 * such session of this driver), ParkingSessionIsOver (already ended: pay it with deffered/v1),
 * ParkingSessionWasFree (cost nothing; it is closed and nothing is due), NotSelectedPaymentService
 * (no method or "balance"), PaymentServiceNotFound, PhoneEmpty (a method that needs a phone, and
 * neither the call nor the profile has a usable one).
 */
export const ZEndNoBalanceRequest = z.object({
  /** The driver's token. */
  Token: ZOpaqueToken,
  /** The session's id (TSession.id). */
  OrderId: ZIdField,
  /** A provider method of the city's paymentsMethods. */
  PaymentService: ZShortText(40),
  /** The payer's phone, for methods with isPhoneRequired; the profile's main phone otherwise. */
  phone: ZPayerPhoneField,
});
export type TEndNoBalanceRequest = z.input<typeof ZEndNoBalanceRequest>;

export const ZEndNoBalanceResponse = z.object({
  status: z.literal('ok'),
  /** Roubles due for the session: its cost by the tariff from its start to its end. */
  amountToPay: z.number(),
  /** The provider's payment page for amountToPay. */
  RedirectURL: z.string(),
});
export type TEndNoBalanceResponse = z.infer<typeof ZEndNoBalanceResponse>;

/**
 * POST /api/payment/deffered/v1: pay a waiting (deferred) session. Each call makes a new provider
 * payment for the amount due (a closed window can be retried with another method); the session is
 * paid once, and a payment completed after it is paid goes to the driver's balance as a top-up.
 * Errors: ParkingSessionNotFound (no waiting session with that id), ParkingSessionIsOver (already
 * paid), NotSelectedPaymentService, PaymentServiceNotFound, PhoneEmpty.
 */
export const ZPayDeferredRequest = ZEndNoBalanceRequest;
export type TPayDeferredRequest = TEndNoBalanceRequest;
export const ZPayDeferredResponse = ZEndNoBalanceResponse;
export type TPayDeferredResponse = TEndNoBalanceResponse;
