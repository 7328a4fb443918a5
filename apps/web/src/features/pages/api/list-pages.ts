import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListPagesResponse } from '@city-parking/contract/site/pages';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const pageListKeys = {
  byLanguage: (city: string, language: TLanguage) => ['page-list', city, language] as const,
};

/** GET /api/pages/list: the content pages' paths and titles, for bare /pages. */
export const getPageListQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: pageListKeys.byLanguage(currentCity.city, language),
    queryFn: async () => (await fetchAnswer('/api/pages/list', ZListPagesResponse)).result,
    staleTime: 5 * 60_000,
  });

export const usePageList = (language: TLanguage, enabled: boolean) => useQuery({ ...getPageListQueryOptions(language), enabled });
