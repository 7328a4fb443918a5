import { z } from 'zod/mini';

/** A parking session as the profile lists it (spec: Session). */
export const ZSession = z.object({
  /** Also the orderId and reservationId of the calls. */
  id: z.number(),
  reservationId: z.number(),
  transport: z.object({ numberTs: z.string(), category: z.string(), numberFormat: z.string() }),
  /** Zone number. */
  zone: z.string(),
  zoneName: z.string(),
  parkingCode: z.string(),
  /** ISO instant. */
  startDate: z.string(),
  /**
   * ISO instant the session ends (active) or ended (waiting). An active session of a no-balance
   * city has no end until it is stopped: endDate is '' and openEnded true.
   */
  endDate: z.string(),
  /** Present (true) only for an active no-balance session: it runs, and its cost accrues, until it is stopped. */
  openEnded: z.optional(z.boolean()),
  /** waiting: a no-balance session that has ended and is not paid yet (amountToPay is due). */
  status: z.enum(['active', 'waiting']),
  /** Roubles paid so far. */
  paid: z.number(),
  /** Roubles still due (deferred sessions). */
  amountToPay: z.number(),
  /** Our addition: the name of the company whose account paid the session (and pays its extensions); absent when the driver paid. */
  company: z.optional(z.string()),
});
export type TSession = z.infer<typeof ZSession>;
