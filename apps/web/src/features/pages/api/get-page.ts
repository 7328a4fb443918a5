import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetPageResponse } from '@city-parking/contract/site/pages';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const pageKeys = {
  byPath: (city: string, language: TLanguage, path: string) => ['page', city, language, path] as const,
};

/** A content page by the part of its address after /pages/ (personal-data-rules). */
export const getPageQueryOptions = (path: string, language: TLanguage) =>
  queryOptions({
    queryKey: pageKeys.byPath(currentCity.city, language, path),
    queryFn: async () => (await fetchAnswer('/api/pages/get-by-path', ZGetPageResponse, { query: { path } })).result,
    staleTime: 5 * 60_000,
  });

export const usePage = (path: string, language: TLanguage) => useQuery({ ...getPageQueryOptions(path, language), enabled: path.length > 0 });
