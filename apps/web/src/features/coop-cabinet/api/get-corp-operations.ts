import type { TOperation } from '@city-parking/contract/operations/operation';
import { ZOperationsResponse } from '@city-parking/contract/operations/operation';
import { coopFetch } from './coop-fetch.ts';

/**
 * POST /api/profile/get-operations-with-filter with the coop token: one page of the company's
 * history, newest first, under the history's filters and the company's `Driver` (a phone), after
 * the operation whose orderNumber is given ('' for the first).
 */
export async function getCorpOperations(query: Record<string, string>, orderNumber: string, signal?: AbortSignal): Promise<TOperation[]> {
  const answer = await coopFetch('/api/profile/get-operations-with-filter', ZOperationsResponse, {
    method: 'POST',
    tokenInQuery: true,
    query: { ...query, OrderNumber: orderNumber },
    signal,
  });
  return answer.result;
}
