import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { DRIVER_PROFILE, lastAnswer } from '@/lib/storage/last-answer.ts';

/**
 * Keys of everything read from the driver's profile. `all` covers every city and token, and the
 * account settings too: what changes the profile refreshes them all.
 */
export const profileKeys = {
  all: ['profile'] as const,
  driver: (city: string, token: string) => ['profile', city, token] as const,
  settings: (city: string) => ['profile', city, 'settings'] as const,
};

export const getProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: profileKeys.driver(currentCity.city, token),
    queryFn: () =>
      lastAnswer.through(DRIVER_PROFILE, token, async () => {
        // The header asks for the profile of a signed-in driver on every page: its schema (and zod)
        // loads with the first call instead of with the entry.
        const { ZGetProfileResponse } = await import('@city-parking/contract/profile/profile');
        return (await fetchAnswer('/api/profile/get-profile-v6', ZGetProfileResponse, { query: { token } })).result;
      }),
    staleTime: 60_000,
    // Back from a payment finished in the provider's tab, the balance and sessions are asked again.
    refetchOnWindowFocus: 'always',
  });

/** The signed-in driver's profile; idle while nobody is signed in. */
export function useProfile() {
  const token = useToken('standart');
  return useQuery({ ...getProfileQueryOptions(token), enabled: token !== '' });
}
