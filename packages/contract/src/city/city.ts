import { z } from 'zod/mini';

const ZLatLng = z.tuple([z.number().check(z.gte(-90), z.lte(90)), z.number().check(z.gte(-180), z.lte(180))]);

/** One city of `config/cities.json`: where its back end lives and how its map is drawn. */
export const ZCity = z.object({
  city: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  nameForShow: z.object({ ru: z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) }),
  apiUrl: z.string().check(z.minLength(1)),
  isDefault: z.optional(z.boolean()),
  mapBounds: z.object({ southWest: ZLatLng, northEast: ZLatLng }),
  mapSource: z.string().check(z.minLength(1)),
  /** IANA time zone of the city's clocks: tariffs, the production calendar and post-payment days follow it. */
  timeZone: z._default(z.string().check(z.minLength(1)), 'Europe/Moscow'),
  profile: z.object({
    parking: z.object({ parkingPeriod: z.int().check(z.positive()), planarParkingAvailable: z.boolean() }),
  }),
});
export type TCity = z.infer<typeof ZCity>;

export const ZCities = z.array(ZCity).check(z.minLength(1));

export { defaultCity } from './default-city.ts';
