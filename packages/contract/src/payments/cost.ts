import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { DAY_CODES } from '../parking/map-info.ts';
import { ZIdField, ZMinutesField, ZPaymentVehicle, ZShortText, ZTimeStartField } from './payment-fields.ts';

/**
 * POST /api/payment/cost. Zone is the zone number; cities that pay by parking (paymentByParkingId)
 * send ParkingCode instead or as well. With ReservationId the cost is that of extending the
 * session by Duration from its end (zone and vehicle are the session's); for a no-balance session
 * still running (openEnded) it is what the session has come to so far, the amount a stop now would
 * ask, and Duration is not read. timestart (an ISO instant)
 * makes it a post-payment from that moment. Empty fields are answered with their own errorName
 * (NoZoneSelected, NoDurationSelected, EmptyTs) rather than a ValidationError.
 */
export const ZCostRequest = z.object({
  Token: ZOpaqueToken,
  Vehicle: z.optional(ZPaymentVehicle),
  Zone: ZShortText(40),
  ParkingCode: ZShortText(40),
  Duration: ZMinutesField,
  ReservationId: ZIdField,
  timestart: ZTimeStartField,
});
export type TCostRequest = z.input<typeof ZCostRequest>;

/** A line of the interval table, in the API's units: roubles. */
export const ZCostIntervalAnswer = z.object({
  from: z.string(),
  to: z.string(),
  daycode: z.enum(DAY_CODES),
  minutes: z.number(),
  /** Roubles per hour. */
  price: z.number(),
  /** Roubles. */
  cost: z.number(),
  /** Roubles a subscription took off this line; absent when none did. */
  discount: z.optional(z.number()),
});
export type TCostIntervalAnswer = z.infer<typeof ZCostIntervalAnswer>;

export const ZCostResponse = z.object({
  status: z.literal('ok'),
  /** Roubles to pay, after the discount. */
  totalcost: z.number(),
  /** Roubles taken off. */
  totaldiscount: z.number(),
  /** The benefit the discount comes from, empty when none. */
  benefit: z.string(),
  /** The driver's balance, roubles. */
  balance: z.number(),
  /** Roubles still missing from the balance to pay from it (0 when it is enough). */
  refill: z.number(),
  intervals: z.array(ZCostIntervalAnswer),
});
export type TCostResponse = z.infer<typeof ZCostResponse>;
