import { useEffect, useMemo, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { currentCity } from '@/lib/city/current-city.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { columnHeaders, HeaderRow, OperationsPageRows, SkeletonRows, type RowView } from './operation-rows.tsx';
import { operationsTexts } from '../texts.ts';

/** The next page is asked for once the list's end is this close to the bottom of the screen. */
export const SCROLL_TRIGGER_PX = 250;
/** Placeholder rows while the first page loads: enough to fill a screen, each of a real row's height. */
const FIRST_PAGE_SKELETON_ROWS = 10;

interface Props {
  pages: readonly (readonly TOperation[])[] | undefined;
  isPending: boolean;
  error: unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  /** Whether any filter narrows the history (for the empty state's words). */
  filtered: boolean;
  byParking: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

/** The operations table: rows per loaded page, the next page on scrolling near the end, and each state of the loading. */
export function OperationsList({
  pages,
  isPending,
  error,
  isFetchingNextPage,
  isFetchNextPageError,
  hasNextPage,
  filtered,
  byParking,
  fetchNextPage,
  refetch,
}: Props) {
  const { t, i18n } = useTranslation(operationsTexts);
  const { rubles } = useMoney();
  const end = useRef<HTMLDivElement>(null);
  const count = useMemo(() => pages?.reduce((sum, page) => sum + page.length, 0) ?? 0, [pages]);
  // `t` changes with the language alone, so the pages render again only then.
  const view = useMemo<RowView>(() => ({ t, rubles, timeZone: currentCity.timeZone, byParking }), [t, rubles, byParking]);
  const headers = useMemo(() => columnHeaders(t), [t]);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  // A new observer after each page: its first report says at once whether the end is still in reach.
  useEffect(() => {
    const target = end.current;
    if (!target || !canLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: `0px 0px ${SCROLL_TRIGGER_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage, count]);

  if (error && !pages) {
    return <LoadErrorCard title={t('operations.failed')} error={error} onRetry={refetch} />;
  }

  return (
    <div>
      <div role="table" className="ops-table" aria-label={t('operations.title')} aria-busy={isPending || isFetchingNextPage} lang={i18n.language}>
        <HeaderRow headers={headers} />
        {isPending ? (
          <SkeletonRows count={FIRST_PAGE_SKELETON_ROWS} />
        ) : (
          pages?.map((page, index) => <OperationsPageRows key={index} operations={page} view={view} />)
        )}
        {isFetchingNextPage && <SkeletonRows count={3} />}
      </div>
      {!isPending && count === 0 && (
        <div className="ops-empty">
          <Text fw={600}>{filtered ? t('operations.empty') : t('operations.emptyAll')}</Text>
          {filtered && <Text c="dimmed">{t('operations.emptyHint')}</Text>}
        </div>
      )}
      {isFetchNextPageError && <LoadErrorCard title={t('operations.moreFailed')} error={error} onRetry={fetchNextPage} />}
      <div ref={end} />
      {/* How many rows are shown, read out as pages arrive; and a button for those who do not scroll. */}
      <Text role="status" size="sm" c="dimmed" ta="center" mt="sm" mih={22}>
        {isPending
          ? ''
          : isFetchingNextPage
            ? t('operations.loadingMore')
            : count > 0 && (hasNextPage ? t('operations.shown', { n: count }) : `${t('operations.shown', { n: count })}. ${t('operations.end')}`)}
      </Text>
      {canLoadMore && (
        <Button variant="subtle" mx="auto" display="block" onClick={fetchNextPage}>
          {t('operations.loadMore')}
        </Button>
      )}
    </div>
  );
}
