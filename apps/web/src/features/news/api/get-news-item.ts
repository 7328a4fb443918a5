import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetNewsResponse } from '@city-parking/contract/site/news';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { newsKeys } from './get-news-page.ts';

/** One news item by its id; idle for an id that cannot be one. */
export const getNewsItemQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: newsKeys.item(currentCity.city, language, id),
    queryFn: async () => (await fetchAnswer('/api/news/get-one', ZGetNewsResponse, { query: { id }, headers: { 'Accept-Language': language } })).result,
    staleTime: 60_000,
  });

export const useNewsItem = (id: number, language: TLanguage) => useQuery({ ...getNewsItemQueryOptions(id, language), enabled: Number.isInteger(id) && id > 0 });
