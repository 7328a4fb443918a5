import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetAppealsResponse } from '@city-parking/contract/feedback/appeals';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { authorization } from './authorization.ts';

/** Keys of the driver's appeals and their threads; `all` covers every city, token and language. */
export const appealKeys = {
  all: ['appeals'] as const,
  list: (city: string, token: string, language: string) => ['appeals', city, token, language, 'list'] as const,
  messages: (city: string, token: string, language: string, idAppeal: number) => ['appeals', city, token, language, 'messages', idAppeal] as const,
};

/** GET /api/appealProcessing/getAppeals/v1: the driver's appeals, newest first; status titles in the request's language. */
export const getAppealsQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: appealKeys.list(currentCity.city, token, language),
    queryFn: async ({ signal }) => (await fetchAnswer('/api/appealProcessing/getAppeals/v1', ZGetAppealsResponse, { headers: authorization(), signal })).items,
    staleTime: 30_000,
  });

export function useAppeals() {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getAppealsQueryOptions(token, language), enabled: token !== '' });
}
