import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCorpProfileResponse, type TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { coopFetch } from './coop-fetch.ts';

/** Keys of the company's data; `all` is dropped on sign-out so the next company sees none of it. */
export const coopKeys = {
  all: ['coop'] as const,
  profile: (city: string, token: string) => ['coop', 'profile', city, token] as const,
  operations: (city: string, token: string) => ['coop', 'operations', city, token] as const,
};

/** GET /api/corp-profile/get-profile: the company, its balance and its lists. */
export async function getCorpProfile(signal?: AbortSignal): Promise<TCorpProfile> {
  return (await coopFetch('/api/corp-profile/get-profile', ZCorpProfileResponse, { signal })).result;
}

export const corpProfileQueryOptions = (token: string) =>
  queryOptions({ queryKey: coopKeys.profile(currentCity.city, token), queryFn: ({ signal }) => getCorpProfile(signal) });

/** The signed-in company's profile; idle without a coop token. */
export function useCorpProfile() {
  const token = useToken('coop');
  return useQuery({ ...corpProfileQueryOptions(token), enabled: token !== '' });
}
