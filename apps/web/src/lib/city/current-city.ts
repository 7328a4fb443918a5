import type { TCity } from '@city-parking/contract/city/city';
import { defaultCity } from '@city-parking/contract/city/default-city';
import citiesJson from '../../../../../config/cities.json';
import { localStore } from '../storage/local-store.ts';

/** The chosen city is kept under this key (spec: accounts-and-profile §9). */
export const CITY_STORAGE_KEY = 'city';

/**
 * The build checks the file against ZCities and fills in its defaults (vite.config.ts), which keeps
 * zod out of the entry; current-city.test.ts holds the file to the same schema.
 */
export const CITIES: readonly TCity[] = citiesJson as unknown as readonly TCity[];

function resolveCity(): TCity {
  const stored = localStore.get(CITY_STORAGE_KEY);
  const known = CITIES.find((c) => c.city === stored);
  if (stored !== null && !known) localStore.remove(CITY_STORAGE_KEY);
  return known ?? defaultCity(CITIES);
}

/** Read once per page load: changing the city reloads the app, so nothing needs to re-render. */
export const currentCity: TCity = resolveCity();

/** Stores the city and reloads the home page so every cache starts over against the new back end. */
export function changeCity(code: string, homePath: string): void {
  if (!CITIES.some((c) => c.city === code)) return;
  localStore.set(CITY_STORAGE_KEY, code);
  window.location.assign(homePath);
}
