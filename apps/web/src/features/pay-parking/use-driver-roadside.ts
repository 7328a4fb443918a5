import { useMemo } from 'react';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import type { RoadsideContext } from './read-roadside.ts';

/**
 * What a signed-in driver's roadside form reads (the paid one and the no-balance one): the city's
 * settings, the zones, and the profile with its vehicles and the plates parked now; `context` is
 * what readRoadside takes from them, all but the moment.
 */
export function useDriverRoadside() {
  const settings = useSiteOptions().data?.settings;
  const profile = useProfile();
  const zones = useZones();
  // The primary vehicle first: it is the one chosen until the driver picks another.
  const vehicles = useMemo(() => [...(profile.data?.ts ?? [])].sort((a, b) => Number(b.mainTs) - Number(a.mainTs)), [profile.data]);
  const parkedPlates = (profile.data?.sessions ?? []).filter((s) => s.status === 'active').map((s) => s.transport.numberTs);
  const byParking = settings?.paymentByParkingId ?? false;
  const useTsCategory = settings?.useTsCategory ?? false;
  const context: Omit<RoadsideContext, 'now'> = { zones: zones.data ?? [], vehicles, byParking, useTsCategory, parkedPlates, timeZone: currentCity.timeZone };
  return { settings, byParking, useTsCategory, profile, zones, vehicles, context };
}

export type DriverRoadside = ReturnType<typeof useDriverRoadside>;
