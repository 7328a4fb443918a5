// Types only: the web's entry picks the city at start-up, and city.ts's schemas would bring zod into it.
import type { TCity } from './city.ts';

/** The city used when nothing (or an unknown code) is stored under the `city` key. */
export function defaultCity(cities: readonly TCity[]): TCity {
  const city = cities.find((c) => c.isDefault) ?? cities[0];
  if (!city) throw new Error('config/cities.json lists no city');
  return city;
}
