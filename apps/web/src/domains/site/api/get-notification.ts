import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotificationResponse } from '@city-parking/contract/site/notification';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const getNotification = async () => (await fetchAnswer('/api/notification/popup', ZNotificationResponse)).result;

export const notificationKeys = {
  byLanguage: (city: string, language: TLanguage) => ['notification', city, language] as const,
};

export const getNotificationQueryOptions = (language: TLanguage) =>
  queryOptions({ queryKey: notificationKeys.byLanguage(currentCity.city, language), queryFn: getNotification, staleTime: 5 * 60_000 });

export const useNotification = (language: TLanguage) => useQuery(getNotificationQueryOptions(language));
