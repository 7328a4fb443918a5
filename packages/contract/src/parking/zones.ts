import { z } from 'zod/mini';

/** A zone (or parking) of the payment card's list. `value` and `zonenumber` are the zone number; `code` is the parking code. */
export const ZZoneListItem = z.object({
  name: z.string(),
  value: z.string(),
  zonenumber: z.string(),
  code: z._default(z.string(), ''),
  category: z._default(z.string(), ''),
  /** A special zone (the centre, an embankment): subscriptions built in the constructor cost more there. */
  special: z._default(z.boolean(), false),
});
export type TZoneListItem = z.infer<typeof ZZoneListItem>;

/** GET /backend/v2/getZones */
export const ZZonesResponse = z.object({ status: z.literal('ok'), result: z.array(ZZoneListItem) });
