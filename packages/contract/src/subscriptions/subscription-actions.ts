import { z } from 'zod/mini';
import { ZBenefit } from './subscriptions.ts';

/** A subscription's number as its benefit row names it (`orderNum`). */
const ZOrderNum = z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^\d+$/));

/**
 * POST /backend/v2/pauseAb, /backend/v2/continueAb and /backend/v2/refund, with the token in the
 * Authorization header.
 */
export const ZSubscriptionActionRequest = z.object({ orderNum: ZOrderNum });
export type TSubscriptionActionRequest = z.infer<typeof ZSubscriptionActionRequest>;

/** POST /backend/v2/changeGRZ: the new plate, one of the driver's vehicles, written as the vehicle list writes it. */
export const ZChangeVehicleRequest = z.object({ orderNum: ZOrderNum, grzNew: z.string().check(z.minLength(1), z.maxLength(20)) });
export type TChangeVehicleRequest = z.infer<typeof ZChangeVehicleRequest>;

/** Pause, continue and change of vehicle answer the subscription as it is now. */
export const ZSubscriptionActionResponse = z.object({ status: z.literal('ok'), result: ZBenefit });
export type TSubscriptionActionResponse = z.infer<typeof ZSubscriptionActionResponse>;

/** Where a refund went: the driver's balance, or back through the provider that took the payment. */
export const REFUND_DESTINATIONS = ['balance', 'provider'] as const;

/** A refund answers the kopecks returned and where they went; the subscription has ended. */
export const ZSubscriptionRefundResponse = z.object({
  status: z.literal('ok'),
  result: z.object({ orderNum: z.string(), amount: z.int(), destination: z.enum(REFUND_DESTINATIONS) }),
});
export type TSubscriptionRefundResponse = z.infer<typeof ZSubscriptionRefundResponse>;
