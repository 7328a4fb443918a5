import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_PAGE_SIZE, ZListNewsResponse } from '@city-parking/contract/site/news';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const newsKeys = {
  page: (city: string, language: TLanguage, page: number) => ['news', city, language, 'page', page] as const,
  item: (city: string, language: TLanguage, id: number) => ['news', city, language, 'item', id] as const,
};

/** One page of the news list; pages count from 1 as in the `?page=` of the address. */
export const getNewsPageQueryOptions = (page: number, language: TLanguage) =>
  queryOptions({
    queryKey: newsKeys.page(currentCity.city, language, page),
    // In the key's language, not the page's current one: a first load asks before the app has switched (router.tsx).
    queryFn: async () =>
      (
        await fetchAnswer('/api/news', ZListNewsResponse, {
          query: { limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE },
          headers: { 'Accept-Language': language },
        })
      ).result,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useNewsPage = (page: number, language: TLanguage) => useQuery(getNewsPageQueryOptions(page, language));
