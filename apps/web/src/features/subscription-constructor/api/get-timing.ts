import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTimingResponse } from '@city-parking/contract/subscriptions/subscription-constructor';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from './authorization.ts';

/** GET /backend/v2/getTiming: the day counts a constructed subscription may last, ascending. */
export async function getTiming(token: string, signal?: AbortSignal): Promise<number[]> {
  return (await fetchAnswer('/backend/v2/getTiming', ZTimingResponse, { headers: authorization(token), signal })).result;
}

export const getTimingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['constructor', 'timing', currentCity.city, token] as const,
    queryFn: ({ signal }) => getTiming(token, signal),
    staleTime: 10 * 60_000,
  });

/** The timings for the signed-in driver; idle while nobody is signed in. */
export function useTiming() {
  const token = useToken('standart');
  return useQuery({ ...getTimingQueryOptions(token), enabled: token !== '' });
}
