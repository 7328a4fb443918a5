import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetSubscriptionResponse } from '@city-parking/contract/subscriptions/subscriptions';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** Keys of the offers on sale; they are answered in the request's language, so the language is part of the key. */
export const offersKeys = {
  all: ['subscription-offers'] as const,
  list: (city: string, token: string, language: string) => ['subscription-offers', city, token, language] as const,
};

/** GET /api/profile/get-subscription: the city's subscriptions on sale, with the start dates each may be bought for. */
export const getOffersQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: offersKeys.list(currentCity.city, token, language),
    queryFn: async ({ signal }) => (await fetchAnswer('/api/profile/get-subscription', ZGetSubscriptionResponse, { query: { token }, signal })).result,
    staleTime: 60_000,
  });

export function useOffers() {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getOffersQueryOptions(token, language), enabled: token !== '' });
}
