import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetProfileResponse } from '@city-parking/contract/profile/profile';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useToken } from '@/lib/auth/token-store.ts';

export const getProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['profile', currentCity.city, token],
    queryFn: async () => (await fetchAnswer('/api/profile/get-profile-v6', ZGetProfileResponse, { query: { token } })).result,
    staleTime: 60_000,
  });

/** The signed-in driver's profile; idle while nobody is signed in. */
export function useProfile() {
  const token = useToken('standart');
  return useQuery({ ...getProfileQueryOptions(token), enabled: token !== '' });
}
