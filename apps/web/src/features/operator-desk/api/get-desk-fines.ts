import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZOperatorFinesResponse } from '@city-parking/contract/operator/operator-fines';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** GET /api/operator/fines/v1: the city's fines newest offence first, 50 a page; `q` a UIN prefix or a plate. */
export const getDeskFines = (q: string, before: number | null) =>
  deskFetch('/api/operator/fines/v1', ZOperatorFinesResponse, { query: { q: q || undefined, before: before ?? undefined } });

export const getDeskFinesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: deskKeys.fines(q),
    queryFn: ({ pageParam }) => getDeskFines(q, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });

export const useDeskFines = (q: string) => useInfiniteQuery(getDeskFinesQueryOptions(q));
