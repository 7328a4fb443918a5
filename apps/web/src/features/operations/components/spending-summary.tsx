import { lazy, Suspense, useMemo } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { spendingByMonth } from '../operation-view.ts';
import { SummaryFrame } from './summary-frame.tsx';
import { operationsTexts } from '../texts.ts';

// uPlot and its styles load only when there is something to draw.
const SpendingChart = lazy(async () => ({ default: (await import('./spending-chart.tsx')).SpendingChart }));

export interface SpendingSummaryProps {
  pages: readonly (readonly TOperation[])[] | undefined;
  /** Whether pages beyond the loaded ones exist: the sums then cover the loaded part only, and say so. */
  hasNextPage: boolean;
  loadingAll: boolean;
  onLoadAll: () => void;
}

/**
 * The small chart above the table: spending per month (completed payments less refunds) of the
 * operations loaded under the screen's filters, with its total, and a line saying what it counts. It states what it covers: the whole period once every page
 * is loaded, otherwise the loaded part, with a button that loads the rest. A chunk of its own,
 * loaded beside the page's first operations.
 */
export function SpendingSummary({ pages, hasNextPage, loadingAll, onLoadAll }: SpendingSummaryProps) {
  const { t } = useTranslation(operationsTexts);
  const { money, language } = useMoney();
  const operations = useMemo(() => pages?.flat() ?? [], [pages]);
  const months = useMemo(() => spendingByMonth(operations, currentCity.timeZone), [operations]);
  const total = months.reduce((sum, month) => sum + month.kopecks, 0);
  const oldest = operations.at(-1);
  const monthName = useMemo(() => new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [language]);
  if (!pages) return <SummaryFrame />;

  const summary = t('operations.chart.summary', {
    months: months.map((m) => `${monthName.format(new Date(`${m.month}-15T00:00:00Z`))} ${money(m.kopecks)}`).join('; '),
    total: money(total),
  });
  return (
    <SummaryFrame
      total={`${t('operations.chart.total')}: ${money(total)}`}
      chart={
        months.length === 0 ? (
          <Text c="dimmed" className="ops-chart-empty">
            {t('operations.chart.none')}
          </Text>
        ) : (
          <>
            {/* The chart in words, for screen readers: the canvas itself is hidden from them. */}
            <VisuallyHidden>{summary}</VisuallyHidden>
            <Suspense fallback={<div className="ops-chart-placeholder" aria-hidden="true" />}>
              <SpendingChart months={months} language={language} />
            </Suspense>
          </>
        )
      }
      note={
        <>
          <Text size="sm" c="dimmed">
            {hasNextPage && oldest
              ? t('operations.chart.coversLoaded', { date: formatDateTime(oldest.dateOperation, 'DD.MM.YYYY', currentCity.timeZone) })
              : t('operations.chart.coversAll')}
          </Text>
          {hasNextPage && (
            <Button variant="light" size="xs" mt={6} onClick={onLoadAll} disabled={loadingAll}>
              {loadingAll ? t('operations.chart.loadingAll') : t('operations.chart.loadAll')}
            </Button>
          )}
        </>
      }
    />
  );
}
