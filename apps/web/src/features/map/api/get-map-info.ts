import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import { MAP_CACHE_MS, type TMapFeature, type TMapInfo } from '@city-parking/contract/parking/map-info';
import { ZMapInfoAnswer } from '@city-parking/contract/parking/map-info-answer';
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
 *
 * `bbox` (ours) names the first view's area: a big city answers only its features, marked
 * `partial`, and such an answer is not kept, since the next visit may look elsewhere; a small map
 * comes whole all the same.
 */
export async function getMapInfo(language: TLanguage, now = Date.now(), bbox?: string): Promise<TMapInfo> {
  const cached = localStore.getJson<Cached>(cacheKey(language));
  if (cached && now - cached.savedAt < MAP_CACHE_MS) return cached.data;
  try {
    const response = await fetch(buildUrl('/api/info/get-map-info/v3', { bbox }), {
      headers: { Accept: 'application/json', 'Accept-Language': language, ...(cached ? { 'If-None-Match': cached.etag } : {}) },
    });
    if (response.status === 304 && cached) {
      localStore.setJson(cacheKey(language), { ...cached, savedAt: now });
      return cached.data;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = safeParse(ZMapInfoAnswer, await response.json());
    if (!parsed.success) throw new Error('unexpected map answer');
    if (parsed.data.result.partial) return parsed.data.result;
    localStore.setJson(cacheKey(language), { savedAt: now, etag: response.headers.get('etag') ?? '', data: parsed.data.result });
    return parsed.data.result;
  } catch (error) {
    console.warn('the map could not be loaded', error);
    return cached?.data ?? EMPTY;
  }
}

/**
 * More of a big city's map (ours): the features of an area (`bbox`) or one zone by number
 * (`zone`). A failure is logged and adds nothing.
 */
export async function getMapPart(language: TLanguage, query: { bbox: string } | { zone: string }): Promise<readonly TMapFeature[]> {
  try {
    const response = await fetch(buildUrl('/api/info/get-map-info/v3', query), {
      headers: { Accept: 'application/json', 'Accept-Language': language },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = safeParse(ZMapInfoAnswer, await response.json());
    if (!parsed.success) throw new Error('unexpected map answer');
    return parsed.data.result.features;
  } catch (error) {
    console.warn('part of the map could not be loaded', error);
    return [];
  }
}

export const mapInfoKeys = {
  byLanguage: (city: string, language: TLanguage) => ['map-info', city, language] as const,
};

/** The first view's area is the same on every visit of a city, so it is not part of the key. */
export const getMapInfoQueryOptions = (language: TLanguage, bbox?: string) =>
  queryOptions({
    queryKey: mapInfoKeys.byLanguage(currentCity.city, language),
    queryFn: () => getMapInfo(language, Date.now(), bbox),
    staleTime: MAP_CACHE_MS,
  });

export const useMapInfo = (language: TLanguage, bbox?: string) => useQuery(getMapInfoQueryOptions(language, bbox));
