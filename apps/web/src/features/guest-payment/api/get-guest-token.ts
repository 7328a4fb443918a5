import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGuestTokenResponse } from '@city-parking/contract/auth/guest';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/guest: a token for paying without an account. */
export async function getGuestToken(): Promise<string> {
  return (await fetchAnswer('/api/auth/guest', ZGuestTokenResponse, { method: 'POST' })).token;
}

export const guestTokenKeys = {
  ofCity: (city: string) => ['guest-token', city] as const,
};

/** The city's guest token: the stored one (the third token kind), or a new one, stored. */
export const getGuestTokenQueryOptions = () =>
  queryOptions({
    queryKey: guestTokenKeys.ofCity(currentCity.city),
    queryFn: async () => {
      const stored = tokenStore.get('guest');
      if (stored) return stored;
      const token = await getGuestToken();
      tokenStore.set('guest', token);
      return token;
    },
    // The server says when it expires (withGuestToken then replaces it); until then it is kept.
    staleTime: Infinity,
  });

export const useGuestToken = () => useQuery(getGuestTokenQueryOptions());
