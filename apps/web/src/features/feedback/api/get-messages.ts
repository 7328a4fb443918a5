import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetMessagesResponse } from '@city-parking/contract/feedback/appeals';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { authorization } from './authorization.ts';
import { appealKeys } from './get-appeals.ts';

/** GET /api/appealProcessing/getMessages/v1: one appeal's messages, oldest first. */
export const getMessagesQueryOptions = (token: string, language: string, idAppeal: number) =>
  queryOptions({
    queryKey: appealKeys.messages(currentCity.city, token, language, idAppeal),
    queryFn: async ({ signal }) =>
      (await fetchAnswer('/api/appealProcessing/getMessages/v1', ZGetMessagesResponse, { query: { idAppeal }, headers: authorization(), signal })).items,
    staleTime: 30_000,
  });

export function useMessages(idAppeal: number | null) {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getMessagesQueryOptions(token, language, idAppeal ?? 0), enabled: token !== '' && idAppeal !== null });
}
