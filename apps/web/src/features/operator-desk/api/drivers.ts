import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDriverBlockResponse, ZDriverCardResponse, ZDriverSearchResponse } from '@city-parking/contract/operator/operator-drivers';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** GET /api/operator/drivers/v1: the drivers a query finds, newest first, 50 a page. */
export const searchDrivers = (query: string, before: string | null) =>
  deskFetch('/api/operator/drivers/v1', ZDriverSearchResponse, { query: { query, before: before ?? undefined } });

export const driverSearchQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: deskKeys.drivers(query),
    queryFn: ({ pageParam }) => searchDrivers(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** The search runs only once a query is submitted (the address holds it). */
export const useDriverSearch = (query: string) => useInfiniteQuery({ ...driverSearchQueryOptions(query), enabled: query !== '' });

/** GET /api/operator/drivers/card/v1: a driver's card. Each load is one look in the audit trail, so it is not refetched on focus. */
export const driverCardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deskKeys.driver(id),
    queryFn: () => deskFetch('/api/operator/drivers/card/v1', ZDriverCardResponse, { query: { id: String(id) } }),
    refetchOnWindowFocus: false,
  });

export const useDriverCard = (id: number) => useQuery({ ...driverCardQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

/** POST /api/operator/drivers/block/v1 or /unblock/v1 (`support`), with the reason the audit trail keeps. */
export const setDriverBlock = ({ id, block, reason }: { id: number; block: boolean; reason: string }) =>
  deskFetch(`/api/operator/drivers/${block ? 'block' : 'unblock'}/v1`, ZDriverBlockResponse, {
    method: 'POST',
    body: { driverId: String(id), reason: reason.trim() },
  });

/** Blocks or unblocks the driver; the card is loaded again after, so it shows the account as the server holds it. */
export function useSetDriverBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { block: boolean; reason: string }) => setDriverBlock({ id, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.driver(id) }),
  });
}
