import { z } from 'zod';

const ZLatLng = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/** One city of `config/cities.json`: where its back end lives and how its map is drawn. */
export const ZCity = z.object({
  city: z.string().regex(/^[a-z][a-z0-9-]*$/),
  nameForShow: z.object({ ru: z.string().min(1), en: z.string().min(1) }),
  apiUrl: z.string().min(1),
  isDefault: z.boolean().optional(),
  mapBounds: z.object({ southWest: ZLatLng, northEast: ZLatLng }),
  mapSource: z.string().min(1),
  profile: z.object({
    parking: z.object({ parkingPeriod: z.number().int().positive(), planarParkingAvailable: z.boolean() }),
  }),
});
export type TCity = z.infer<typeof ZCity>;

export const ZCities = z.array(ZCity).min(1);

/** The city used when nothing (or an unknown code) is stored under the `city` key. */
export function defaultCity(cities: readonly TCity[]): TCity {
  const city = cities.find((c) => c.isDefault) ?? cities[0];
  if (!city) throw new Error('config/cities.json lists no city');
  return city;
}
