import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZOperatorBankStatementsResponse } from '@city-parking/contract/operator/operator-bank-statements';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** GET /api/operator/bank-statements/v1: past imports newest first, 50 a page. */
export const getBankStatements = (before: number | null) =>
  deskFetch('/api/operator/bank-statements/v1', ZOperatorBankStatementsResponse, { query: { before: before ?? undefined } });

export const getBankStatementsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: deskKeys.bankStatements(),
    queryFn: ({ pageParam }) => getBankStatements(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });

export const useBankStatements = () => useInfiniteQuery(getBankStatementsQueryOptions());
