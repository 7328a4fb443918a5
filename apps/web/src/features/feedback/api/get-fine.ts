import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZFineStatus } from '@city-parking/contract/fines/fine-status';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * The part of the fines list (contract `ZGetFinesResponse`) an appeal reads: which fine it is, whether
 * an appeal can help it and whether it has evidence. The whole schema would cost the page 2 KB gzip
 * of its script budget.
 */
const ZContestedFines = z.object({
  status: z.literal('ok'),
  result: z.array(z.object({ uin: z.string(), fineStatus: ZFineStatus, evidence: z.optional(z.boolean()) })),
});

/** Keys of the fines an appeal may contest: per city and token (no label of theirs is read, so not per language). */
export const contestedFineKeys = {
  list: (city: string, token: string) => ['feedback', 'fines', city, token] as const,
};

/** GET /api/finesstorage/fines/v1: the driver's fines. */
export const getContestedFines = async (token: string, signal?: AbortSignal) =>
  (await fetchAnswer('/api/finesstorage/fines/v1', ZContestedFines, { query: { token }, signal })).result;

export const getContestedFinesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: contestedFineKeys.list(currentCity.city, token),
    queryFn: ({ signal }) => getContestedFines(token, signal),
    staleTime: 60_000,
  });

/**
 * The driver's fine of that UIN (`?fine=`); asked for only with a UIN. `data` is undefined while it
 * loads, and stays so where the list cannot be had; null where the fine is not among the driver's.
 */
export function useContestedFine(uin: string | null) {
  const token = useToken('standart');
  return useQuery({
    ...getContestedFinesQueryOptions(token),
    enabled: uin !== null && token !== '',
    select: (fines) => fines.find((fine) => fine.uin === uin) ?? null,
  });
}
