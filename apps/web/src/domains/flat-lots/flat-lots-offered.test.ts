import { describe, expect, it } from 'vitest';
import { CITIES } from '@/lib/city/current-city.ts';
import { flatLotsOffered } from './flat-lots-offered.ts';

const perm = CITIES.find((city) => city.city === 'perm')!;
const withPlanar = (planarParkingAvailable: boolean) => ({ ...perm, profile: { parking: { ...perm.profile.parking, planarParkingAvailable } } });

describe('flatLotsOffered', () => {
  it('needs both the setting and a city configured for planar parking', () => {
    expect(flatLotsOffered({ useFlatParking: true }, withPlanar(true))).toBe(true);
    expect(flatLotsOffered({ useFlatParking: true }, withPlanar(false))).toBe(false);
    expect(flatLotsOffered({ useFlatParking: false }, withPlanar(true))).toBe(false);
    expect(flatLotsOffered(undefined, withPlanar(true))).toBe(false);
  });
});
