import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/api-error.ts';

/** Business errors are answers, not outages: retrying them would only repeat the same answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.errorName !== 'Request error') && count < 2,
        refetchOnWindowFocus: false,
        // Without the network a query still runs once: the calls that keep their last answer
        // (lib/storage/last-answer.ts) show it instead of waiting for the network to come back.
        networkMode: 'offlineFirst',
      },
      // A change sent without the network fails at once with its error shown, instead of waiting
      // unseen and going out later when its moment has passed (a payment).
      mutations: { networkMode: 'always' },
    },
  });
}
