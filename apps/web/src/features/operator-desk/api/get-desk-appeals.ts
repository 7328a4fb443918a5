import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZOperatorInboxResponse } from '@city-parking/contract/operator/operator-inbox';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

export interface InboxFilters {
  /** '' for every status. */
  status: string;
  /** '' for every topic. */
  topic: string;
}

/** GET /api/operator/appeals/v1: one page of 50, newest first; `before` is the previous page's `next`. */
export const getDeskAppeals = ({ status, topic }: InboxFilters, before: number | null) =>
  deskFetch('/api/operator/appeals/v1', ZOperatorInboxResponse, {
    query: { status: status || undefined, topic: topic || undefined, before: before ?? undefined },
  });

export const getDeskAppealsQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: deskKeys.appeals(filters.status, filters.topic),
    queryFn: ({ pageParam }) => getDeskAppeals(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });

export const useDeskAppeals = (filters: InboxFilters) => useInfiniteQuery(getDeskAppealsQueryOptions(filters));
