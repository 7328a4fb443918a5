import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import { MAP_CACHE_MS, ZMapInfoResponse, type TMapInfo } from '@city-parking/contract/parking/map-info';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { buildUrl } from '@/lib/http/request.ts';
import { localStore } from '@/lib/storage/local-store.ts';

interface Cached {
  savedAt: number;
  etag: string;
  data: TMapInfo;
}

const cacheKey = (language: TLanguage) => `${currentCity.city}_mapInfo_${language}`;
const EMPTY: TMapInfo = { features: [], overAll: { total: 0, free: 0, fordisabled: 0 }, times: { updatedAt: '' } };

/**
 * The map's zones and objects: kept in local storage for an hour; after that the server is asked
 * with the stored ETag and usually answers 304 with no body. A failure is logged and leaves the map
 * empty (spec).
 */
export async function getMapInfo(language: TLanguage, now = Date.now()): Promise<TMapInfo> {
  const cached = localStore.getJson<Cached>(cacheKey(language));
  if (cached && now - cached.savedAt < MAP_CACHE_MS) return cached.data;
  try {
    const response = await fetch(buildUrl('/api/info/get-map-info/v3'), {
      headers: { Accept: 'application/json', 'Accept-Language': language, ...(cached ? { 'If-None-Match': cached.etag } : {}) },
    });
    if (response.status === 304 && cached) {
      localStore.setJson(cacheKey(language), { ...cached, savedAt: now });
      return cached.data;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = safeParse(ZMapInfoResponse, await response.json());
    if (!parsed.success) throw new Error('unexpected map answer');
    localStore.setJson(cacheKey(language), { savedAt: now, etag: response.headers.get('etag') ?? '', data: parsed.data.result });
    return parsed.data.result;
  } catch (error) {
    console.warn('the map could not be loaded', error);
    return cached?.data ?? EMPTY;
  }
}

export const mapInfoKeys = {
  byLanguage: (city: string, language: TLanguage) => ['map-info', city, language] as const,
};

export const getMapInfoQueryOptions = (language: TLanguage) =>
  queryOptions({ queryKey: mapInfoKeys.byLanguage(currentCity.city, language), queryFn: () => getMapInfo(language), staleTime: MAP_CACHE_MS });

export const useMapInfo = (language: TLanguage) => useQuery(getMapInfoQueryOptions(language));
