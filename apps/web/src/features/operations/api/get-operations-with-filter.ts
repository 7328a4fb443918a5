import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { OPERATIONS_PAGE_SIZE, ZOperationsResponse } from '@city-parking/contract/operations/operation';
import { currentCity } from '@/lib/city/current-city.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import type { OperationsQuery } from '../filter-state.ts';

/** Keys of the driver's history; `all` covers every city, token and filter (a payment refreshes them all). */
export const operationsKeys = {
  all: ['operations'] as const,
  filtered: (city: string, token: string, query: OperationsQuery) => ['operations', city, token, query] as const,
};

/**
 * POST /api/profile/get-operations-with-filter (the filters in the query): one page of at most 50
 * operations, newest first, after the operation whose orderNumber is given ('' for the first).
 */
export async function getOperationsWithFilter(token: string, query: OperationsQuery, orderNumber: string, signal?: AbortSignal) {
  const answer = await fetchAnswer('/api/profile/get-operations-with-filter', ZOperationsResponse, {
    method: 'POST',
    query: { token, ...query, OrderNumber: orderNumber },
    signal,
  });
  return answer.result;
}

/**
 * The history as pages keyed by the last loaded operation's orderNumber. A page shorter than 50
 * (an empty one included) is the last: the next would be empty, so it is not asked for.
 */
export const getOperationsQueryOptions = (token: string, query: OperationsQuery) =>
  infiniteQueryOptions({
    queryKey: operationsKeys.filtered(currentCity.city, token, query),
    queryFn: ({ pageParam, signal }) => getOperationsWithFilter(token, query, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => (lastPage.length < OPERATIONS_PAGE_SIZE ? undefined : lastPage.at(-1)?.orderNumber),
    // A refetch would ask every loaded page again in turn; the history is read when the screen opens.
    staleTime: 30_000,
  });

/** The signed-in driver's history under the filters; idle while nobody is signed in. */
export function useOperations(query: OperationsQuery) {
  const token = useToken('standart');
  return useInfiniteQuery({ ...getOperationsQueryOptions(token, query), enabled: token !== '' });
}
