import { z } from 'zod/mini';
import { ZTicketNumber } from './ticket-number.ts';

/**
 * GET /backend/v2/costPlane?ticketNumber&parkingNumber, the token in the Authorization header (a
 * driver's or a guest's). parkingNumber is a lot's number, or FLAT_PARKING_CODE / empty for any lot.
 * Unknown lot: CantFindParking; unknown ticket: ParkingSessionNotFound.
 */
export const ZCostPlaneRequest = z.object({
  ticketNumber: ZTicketNumber,
  parkingNumber: z._default(z.string().check(z.maxLength(40)), ''),
});
export type TCostPlaneRequest = z.input<typeof ZCostPlaneRequest>;

export const ZCostPlaneResponse = z.object({
  status: z.literal('ok'),
  result: z.object({
    /** Roubles due for the stay until now; 0 within the free period or the paid ticket's exit time. */
    cost: z.number().check(z.gte(0)),
    /** The quote: payPlane accepts it for FLAT_PAYMENT_WINDOW_MS. */
    sessionId: z.string().check(z.minLength(1)),
    /** The lot that issued the ticket. */
    parkingNumber: z.string(),
  }),
});
export type TCostPlaneResponse = z.infer<typeof ZCostPlaneResponse>;
