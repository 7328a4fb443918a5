import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetOptionsInfoResponse } from '@city-parking/contract/site/get-options-info';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { receiptKeys } from './get-fiscal-receipt.ts';

/** The public key a city publishes in its site options, with which its receipts are checked. */
export const getReceiptKeyQueryOptions = (apiUrl: string) =>
  queryOptions({
    queryKey: receiptKeys.key(apiUrl),
    queryFn: async () => (await fetchAnswer('/api/info/get-options-info', ZGetOptionsInfoResponse, { apiUrl })).result.receiptPublicKey,
    staleTime: 5 * 60_000,
  });

export const useReceiptKey = (apiUrl: string) => useQuery(getReceiptKeyQueryOptions(apiUrl));
