import type { TCity } from '@city-parking/contract/city/city';
import type { TSettings } from '@city-parking/contract/site/settings';
import { currentCity } from '@/lib/city/current-city.ts';

/**
 * Whether barrier (flat-lot) parking is offered: the server's useFlatParking, and the city's own
 * configuration allowing planar parking at all (profile.parking.planarParkingAvailable; off in the
 * spec's base configuration, since only some cities have such lots).
 */
export function flatLotsOffered(settings: Pick<TSettings, 'useFlatParking'> | undefined, city: TCity = currentCity): boolean {
  return (settings?.useFlatParking ?? false) && city.profile.parking.planarParkingAvailable;
}
