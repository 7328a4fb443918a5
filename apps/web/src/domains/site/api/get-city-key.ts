import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetOptionsInfoResponse } from '@city-parking/contract/site/get-options-info';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const cityKeyKeys = {
  ofApi: (apiUrl: string) => ['city-key', apiUrl] as const,
};

/**
 * The public key a city publishes in its site options (`receiptPublicKey`), with which its signed
 * receipts and /check links are checked: read from the city the document names, not the one the
 * browser chose.
 */
export const getCityKeyQueryOptions = (apiUrl: string) =>
  queryOptions({
    queryKey: cityKeyKeys.ofApi(apiUrl),
    queryFn: async () => (await fetchAnswer('/api/info/get-options-info', ZGetOptionsInfoResponse, { apiUrl })).result.receiptPublicKey,
    staleTime: 5 * 60_000,
  });

/** `enabled` false where there is nothing to check (a link without a signature or of no known city). */
export const useCityKey = (apiUrl: string, enabled = true) => useQuery({ ...getCityKeyQueryOptions(apiUrl), enabled });
