import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, DEFAULT_SITE_OPTIONS, intervalsOfPeriod } from '@city-parking/contract/site/defaults';
import type { TGetOptionsInfoV3Response } from '@city-parking/contract/site/get-options-info';
import { currentCity } from '@/lib/city/current-city.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { request } from '@/lib/http/request.ts';
import { lastAnswer } from '@/lib/storage/last-answer.ts';

export type TSiteInfo = TGetOptionsInfoV3Response['result'];

/**
 * Site options and settings of the current city. A back end that leaves a field out gets the
 * spec's default for it (numberSmsSendTo 7878, initialZoom 16, every feature off).
 */
export async function getSiteOptions(): Promise<TSiteInfo> {
  // The schema (and zod with it) loads beside the answer rather than with the entry, which every
  // page waits for; a page that checks its own answers has zod in its chunk anyway.
  const contract = import('@city-parking/contract/site/get-options-info');
  const answer = await request<{ status?: string; result?: Partial<TSiteInfo> }>('/api/info/get-options-info-v3');
  if (answer === false || typeof answer !== 'object' || answer.status !== 'ok') {
    throw new ApiError(answer === false ? 'Request error' : 'UnknownError');
  }
  const result = answer.result ?? {};
  const { ZGetOptionsInfoV3Response } = await contract;
  const parsed = ZGetOptionsInfoV3Response.safeParse({
    status: 'ok',
    result: {
      ...DEFAULT_SITE_OPTIONS,
      ...result,
      settings: { ...DEFAULT_SETTINGS, intervals: intervalsOfPeriod(currentCity.profile.parking.parkingPeriod), ...(result.settings ?? {}) },
    },
  });
  if (!parsed.success) throw new ApiError('UnknownError');
  return parsed.data.result;
}

export const siteOptionsKeys = {
  ofCity: (city: string) => ['site-options', city] as const,
};

export const getSiteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: siteOptionsKeys.ofCity(currentCity.city),
    // Every page waits for the options: the last ones let the app open without the network.
    queryFn: () => lastAnswer.through('site-options', '', getSiteOptions),
    staleTime: 5 * 60_000,
  });

export const useSiteOptions = () => useQuery(getSiteOptionsQueryOptions());
