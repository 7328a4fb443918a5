import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';

/** GET /api/profile/subscription-advice: the signed-in driver's token. */
export const ZSubscriptionAdviceQuery = z.object({ token: ZOpaqueToken });

/**
 * What the driver's own paid sessions of the last 90 days say: too little history to judge; no offer
 * would have been cheaper; or the offer that would have saved the most, for which plate and zone.
 */
export const ADVICE_VERDICTS = ['tooLittleHistory', 'noSaving', 'saving'] as const;

export const ZSubscriptionAdvice = z.object({
  verdict: z.enum(ADVICE_VERDICTS),
  /** The paid sessions counted, and the window (YYYY-MM-DD on the city's clock, both included). */
  sessions: z.int(),
  from: z.string(),
  to: z.string(),
  /** Present with the verdict `saving`. Sums in kopecks. */
  best: z.optional(
    z.object({
      offerCode: z.string(),
      /** The offer's label in the request's language. */
      offerLabel: z.string(),
      plate: z.string(),
      /** A zone number, or `#` when the offer covers every zone. */
      zone: z.string(),
      /** What the driver paid for that plate's parking in the window. */
      paid: z.int(),
      /** What the offers bought to cover the same sessions, plus what they leave to pay, would have cost. */
      wouldPay: z.int(),
      saving: z.int(),
    }),
  ),
});
export type TSubscriptionAdvice = z.infer<typeof ZSubscriptionAdvice>;

export const ZSubscriptionAdviceResponse = z.object({ status: z.literal('ok'), result: ZSubscriptionAdvice });
