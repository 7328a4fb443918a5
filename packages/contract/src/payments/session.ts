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
  /** ISO instants. */
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['active', 'waiting']),
  /** Roubles paid so far. */
  paid: z.number(),
  /** Roubles still due (deferred sessions). */
  amountToPay: z.number(),
});
export type TSession = z.infer<typeof ZSession>;
