import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetBenefitsResponse } from '@city-parking/contract/subscriptions/subscriptions';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** Keys of the driver's subscriptions; `all` covers every city, token and language (a purchase or an action refreshes them). */
export const benefitsKeys = {
  all: ['benefits'] as const,
  list: (city: string, token: string, language: string) => ['benefits', city, token, language] as const,
};

/** GET /api/profile/get-benefits-v2: the driver's subscriptions, with what may be done with each now. */
export const getBenefitsQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: benefitsKeys.list(currentCity.city, token, language),
    queryFn: async ({ signal }) => (await fetchAnswer('/api/profile/get-benefits-v2', ZGetBenefitsResponse, { query: { token }, signal })).result,
    staleTime: 30_000,
  });

export function useBenefits() {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getBenefitsQueryOptions(token, language), enabled: token !== '' });
}
