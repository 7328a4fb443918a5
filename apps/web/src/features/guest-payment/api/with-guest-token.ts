import type { QueryClient } from '@tanstack/react-query';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { getGuestTokenQueryOptions } from './get-guest-token.ts';

const isRefusedToken = (error: unknown) => error instanceof ApiError && isTokenError(error.errorName);

/**
 * Runs a guest call with the guest token. A guest token lives a day unused and a week at most, and
 * nothing hangs on it: one that the server refuses is replaced by a new one and the call repeated once.
 */
export async function withGuestToken<T>(queryClient: QueryClient, call: (token: string) => Promise<T>): Promise<T> {
  const options = getGuestTokenQueryOptions();
  const token = await queryClient.ensureQueryData(options);
  try {
    return await call(token);
  } catch (error) {
    if (!isRefusedToken(error)) throw error;
    // Another call may have replaced it meanwhile: only the refused token is forgotten, and the
    // query then reads whichever token is stored or asks for a new one.
    if (tokenStore.get('guest') === token) tokenStore.clear('guest');
    return call(await queryClient.fetchQuery({ ...options, staleTime: 0 }));
  }
}
