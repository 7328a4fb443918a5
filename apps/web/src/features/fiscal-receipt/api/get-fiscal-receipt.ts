import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFiscalReceiptResponse } from '@city-parking/contract/fiscal/fiscal-receipt';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const receiptKeys = {
  receipt: (apiUrl: string, id: string) => ['fiscal-receipt', apiUrl, id] as const,
  verdict: (apiUrl: string, id: string, signature: string, key: string) => ['fiscal-receipt-verdict', apiUrl, id, signature, key] as const,
};

/** A fiscal receipt by its link's id, from the back end of the link's city; an issued receipt never changes. */
export const getFiscalReceiptQueryOptions = (apiUrl: string, id: string) =>
  queryOptions({
    queryKey: receiptKeys.receipt(apiUrl, id),
    queryFn: async () => (await fetchAnswer('/api/fiscal-receipt/v1', ZFiscalReceiptResponse, { query: { id }, apiUrl })).result,
    staleTime: Infinity,
    retry: false,
  });

export const useFiscalReceipt = (apiUrl: string, id: string) => useQuery(getFiscalReceiptQueryOptions(apiUrl, id));
