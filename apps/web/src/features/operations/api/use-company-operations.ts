import { useInfiniteQuery } from '@tanstack/react-query';
import { OPERATIONS_PAGE_SIZE, type TOperation } from '@city-parking/contract/operations/operation';
import type { OperationsQuery } from '../filter-state.ts';

/** A company's history query: the driver's filters and `Driver`, a driver's phone ('' for every driver). */
export type CompanyOperationsQuery = OperationsQuery & { Driver: string };

/** Loads one page of a company's history; the company's cabinet brings it, with its own token. */
export type CompanyOperationsLoader = (query: CompanyOperationsQuery, orderNumber: string, signal?: AbortSignal) => Promise<TOperation[]>;

/** A company's history in pages of 50 as a driver's is, under `key` (the company's, dropped on its sign-out). */
export function useCompanyOperations(key: readonly unknown[], load: CompanyOperationsLoader, query: CompanyOperationsQuery) {
  return useInfiniteQuery({
    queryKey: [...key, query],
    queryFn: ({ pageParam, signal }) => load(query, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => (lastPage.length < OPERATIONS_PAGE_SIZE ? undefined : lastPage.at(-1)?.orderNumber),
    staleTime: 30_000,
  });
}
