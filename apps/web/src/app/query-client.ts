import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/api-error.ts';

/** Business errors are answers, not outages: retrying them would only repeat the same answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.errorName !== 'Request error') && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
