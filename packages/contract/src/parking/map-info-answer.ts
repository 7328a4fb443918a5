import { z } from 'zod/mini';
import { isMapFeature, withName, type TMapFeatureOnWire } from './is-map-feature.ts';

/**
 * GET /api/info/get-map-info/v3 as the browser checks it: `ZMapInfoResponse` with every feature
 * checked in place by `isMapFeature` instead of copied by zod (see there why).
 */
export const ZMapInfoAnswer = z.object({
  status: z.literal('ok'),
  result: z.object({
    features: z.pipe(
      z.array(z.custom<TMapFeatureOnWire>(isMapFeature)),
      z.transform((features) => features.map(withName)),
    ),
    overAll: z.object({ total: z.number(), free: z.number(), fordisabled: z.number() }),
    times: z.object({ updatedAt: z.string() }),
    partial: z.optional(z.boolean()),
  }),
});
