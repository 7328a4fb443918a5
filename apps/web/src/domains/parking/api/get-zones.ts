import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZZonesResponse } from '@city-parking/contract/parking/zones';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** GET /backend/v2/getZones: the zones (parkings) that can be paid for, named in `language`. */
export async function getZones(language: string) {
  return (await fetchAnswer('/backend/v2/getZones', ZZonesResponse, { headers: { 'Accept-Language': language } })).result;
}

export const zoneKeys = {
  byLanguage: (city: string, language: string) => ['zones', city, language] as const,
};

export const getZonesQueryOptions = (language: string) =>
  queryOptions({ queryKey: zoneKeys.byLanguage(currentCity.city, language), queryFn: () => getZones(language), staleTime: 10 * 60_000 });

export function useZones() {
  const { language } = useLanguage();
  return useQuery(getZonesQueryOptions(language));
}
