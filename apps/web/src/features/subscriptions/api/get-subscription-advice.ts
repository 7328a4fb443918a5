import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubscriptionAdviceResponse } from '@city-parking/contract/subscriptions/subscription-advice';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** GET /api/profile/subscription-advice: which offer would have paid off over the driver's last 90 days. */
export const getSubscriptionAdviceQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: ['subscription-advice', currentCity.city, token, language] as const,
    queryFn: async ({ signal }) => (await fetchAnswer('/api/profile/subscription-advice', ZSubscriptionAdviceResponse, { query: { token }, signal })).result,
    // Advice, not data the driver acts on: a failure is not asked again and again.
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSubscriptionAdvice() {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getSubscriptionAdviceQueryOptions(token, language), enabled: token !== '' });
}
