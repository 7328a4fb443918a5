import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReceiptListResponse } from '@city-parking/contract/receipts/receipt';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** Keys of the driver's payment documents: per city, token and language (each name is the server's). */
export const receiptsKeys = {
  all: ['receipts'] as const,
  list: (city: string, token: string, language: string) => ['receipts', city, token, language] as const,
};

/** GET /api/receipt-list: the driver's payment documents, newest first. */
export const getReceiptsQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: receiptsKeys.list(currentCity.city, token, language),
    queryFn: async ({ signal }) => (await fetchAnswer('/api/receipt-list', ZReceiptListResponse, { query: { token }, signal })).result,
    staleTime: 30_000,
  });

export function useReceipts() {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getReceiptsQueryOptions(token, language), enabled: token !== '' });
}
