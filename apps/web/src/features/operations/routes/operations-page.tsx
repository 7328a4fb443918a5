import '../operations.css';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useOperations } from '../api/get-operations-with-filter.ts';
import { ExportMenu } from '../components/export-menu.tsx';
import { OperationsFilters } from '../components/operations-filters.tsx';
import { OperationsList } from '../components/operations-list.tsx';
import { SummaryFrame } from '../components/summary-frame.tsx';
import { filterFromSearch, operationsQueryOf, searchOfFilter, type OperationsFilter } from '../filter-state.ts';
import { zoneOptions } from '../zone-options.ts';
import { operationsTexts } from '../texts.ts';

// The chart's card is drawn at once, empty; its sums and uPlot arrive in chunks of their own.
const SpendingSummary = lazy(async () => ({ default: (await import('../components/spending-summary.tsx')).SpendingSummary }));

/** /profile/operations: the driver's history with its filters (kept in the address), export, chart and table. */
export function OperationsPage() {
  const { t } = useTranslation(operationsTexts);
  const [params, setParams] = useSearchParams();
  const settings = useSiteOptions().data?.settings;
  const useBonus = settings?.useBonus ?? false;
  const byParking = settings?.paymentByParkingId ?? false;
  const profile = useProfile();
  const zones = useZones();
  // Days are the city's, whatever the browser's time zone.
  const today = wallClockAt(new Date(), currentCity.timeZone).date;
  const filter = useMemo(() => filterFromSearch(params, useBonus), [params, useBonus]);
  const query = useMemo(() => operationsQueryOf(filter, today), [filter, today]);
  const operations = useOperations(query);
  const [loadingAll, setLoadingAll] = useState(false);

  const vehicles = useMemo(() => [...new Set(profile.data?.ts.map((vehicle) => vehicle.numberTs) ?? [])], [profile.data]);
  const zoneChoices = useMemo(() => zoneOptions(zones.data ?? [], byParking), [zones.data, byParking]);
  // A new filter is a new query key: the list starts empty and loads its first page again.
  const setFilter = (next: OperationsFilter) => setParams(searchOfFilter(next), { replace: true });
  const { fetchNextPage, refetch } = operations;
  const nextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const loadAll = async () => {
    setLoadingAll(true);
    try {
      for (let result = await fetchNextPage(); result.hasNextPage && !result.isError; result = await fetchNextPage());
    } finally {
      setLoadingAll(false);
    }
  };

  const title = <Title order={1}>{t('operations.title')}</Title>;
  if (profile.isError && zones.isError && operations.isError && !operations.data) {
    return (
      <Stack gap="lg">
        {title}
        <Alert color="red" title={t('operations.statsFailed.title')} role="alert">
          <Text fw={600}>{t('operations.statsFailed.message')}</Text>
          <Text mb="sm">{t('operations.statsFailed.text')}</Text>
          <Button
            variant="light"
            color="red"
            onClick={() => {
              void profile.refetch();
              void zones.refetch();
              void refetch();
            }}
          >
            {t('actions.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  // Anything but the whole history of every kind: an empty list then asks for other filters.
  const filtered =
    filter.currentPeriodFilter !== 'all' ||
    filter.currentOperationTypeFilter !== 'all' ||
    filter.currentTransportFilter !== '' ||
    filter.currentZoneFilter !== '';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {title}
        <ExportMenu query={query} />
      </Group>
      <div className="ops-layout">
        <aside aria-label={t('operations.filters')} className="ops-filters">
          <OperationsFilters
            filter={filter}
            today={today}
            useBonus={useBonus}
            byParking={byParking}
            vehicles={vehicles}
            zones={zoneChoices}
            onChange={setFilter}
          />
        </aside>
        <Stack gap="md" className="ops-main">
          <Suspense fallback={<SummaryFrame />}>
            <SpendingSummary pages={operations.data?.pages} hasNextPage={operations.hasNextPage} loadingAll={loadingAll} onLoadAll={() => void loadAll()} />
          </Suspense>
          <OperationsList
            pages={operations.data?.pages}
            isPending={operations.isPending}
            error={operations.error}
            isFetchingNextPage={operations.isFetchingNextPage}
            isFetchNextPageError={operations.isFetchNextPageError}
            hasNextPage={operations.hasNextPage}
            filtered={filtered}
            byParking={byParking}
            fetchNextPage={nextPage}
            refetch={() => void refetch()}
          />
        </Stack>
      </div>
    </Stack>
  );
}
