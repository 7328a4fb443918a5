import { Button } from '@mantine/core';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';

/** What a paged desk list's query tells about its next page (TanStack Query's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The foot of every paged desk list: «Показать ещё» while there is a next page, and the load error
 * of that page, with its retry, where it failed (the first page's error replaces the list instead).
 */
export function MorePages({ query, loadMore, loadError }: { query: PagedQuery; loadMore: string; loadError: string }) {
  return (
    <>
      {query.hasNextPage && (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {loadMore}
        </Button>
      )}
      {query.isFetchNextPageError && <LoadErrorCard title={loadError} error={query.error} onRetry={() => void query.fetchNextPage()} />}
    </>
  );
}
