import { z } from 'zod/mini';
import { SUBSCRIPTION_TYPES } from './subscription-type.ts';

/**
 * GET /backend/v2/getZones lists the zones (packages/contract/src/parking/zones.ts); the constructor
 * takes `zonenumber` as a zone's code and reads its `special` flag (special zones cost more).
 */

/** GET /backend/v2/getTiming: the day counts a constructed subscription may last, ascending. */
export const ZTimingResponse = z.object({ status: z.literal('ok'), result: z.array(z.int()) });
export type TTimingResponse = z.infer<typeof ZTimingResponse>;

/** POST /backend/v2/selectedAbonements: zone numbers, the start date (YYYY-MM-DD on the city's clock) and a day count from getTiming. */
export const ZSelectedAbonementsRequest = z.object({
  zones: z.array(z.string().check(z.minLength(1), z.maxLength(20))).check(z.minLength(1), z.maxLength(100)),
  dateStart: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  timing: z.int().check(z.gte(1), z.lte(366)),
});
export type TSelectedAbonementsRequest = z.infer<typeof ZSelectedAbonementsRequest>;

/**
 * An offer built for the driver's choice (spec: Constructor offer). It is bought like any offer:
 * POST /api/payment/subscription with `codeSubscription` = permissionKindCode and `timestart` = startDate.
 */
export const ZConstructorOffer = z.object({
  /** The offer's label in the request's language. */
  permissionKind: z.string(),
  permissionKindCode: z.string(),
  /** The nearest of the spec's types, for the label; `days` is the exact length. */
  permissionType: z.enum(SUBSCRIPTION_TYPES),
  /** Kopecks. */
  price: z.int(),
  zones: z.array(z.string()),
  /** YYYY-MM-DD on the city's clock. */
  startDate: z.string(),
  days: z.int(),
  /** Percent taken off parking inside its zones and period. */
  sale: z.int(),
});
export type TConstructorOffer = z.infer<typeof ZConstructorOffer>;

export const ZSelectedAbonementsResponse = z.object({ status: z.literal('ok'), result: z.array(ZConstructorOffer) });
export type TSelectedAbonementsResponse = z.infer<typeof ZSelectedAbonementsResponse>;
