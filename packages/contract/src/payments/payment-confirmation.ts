import { z } from 'zod/mini';

/**
 * What a payment bought: a parking start, an extension, a top-up, a deferred (no-balance) session,
 * a barrier-lot ticket, a guest's parking, or a subscription (zone is then its zones: a list, or `#` for any).
 */
export const PURCHASE_KINDS = ['start', 'renew', 'refill', 'deferred', 'flat', 'guest', 'subscription'] as const;
export type TPurchaseKind = (typeof PURCHASE_KINDS)[number];

/**
 * The confirmation of a payment the server has completed, as the payer is shown it: the zone (or
 * parking, or barrier lot), the plate, the period on the city's clock, the amount and what the
 * balance holds after it. Empty texts where a purchase has none (a top-up has no zone; a running
 * no-balance session has no end).
 */
export const ZPaymentConfirmation = z.object({
  kind: z.enum(PURCHASE_KINDS),
  /** The zone's number, or the barrier lot's number. */
  zone: z.string(),
  /** The parking's code of a street zone, shown instead of the zone where the city pays by parking (paymentByParkingId). */
  parking: z.optional(z.string()),
  plate: z.string(),
  /** A barrier lot's ticket number. */
  ticket: z.optional(z.string()),
  /** ISO instants; "" when the purchase has none. */
  start: z.string(),
  end: z.string(),
  /** Roubles paid. */
  amount: z.number(),
  /** Roubles on the balance after the payment; null where the payer has no balance (a guest, a city without one). */
  balance: z.nullable(z.number()),
  /** The fiscal receipt's page, once receipts are issued; absent until then. */
  receiptUrl: z.optional(z.string()),
});
export type TPaymentConfirmation = z.infer<typeof ZPaymentConfirmation>;
