import '../operations.css';
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { currentCity } from '@/lib/city/current-city.ts';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { useCompanyOperations, type CompanyOperationsLoader } from '../api/use-company-operations.ts';
import { DEFAULT_FILTER, operationsQueryOf, type OperationsFilter } from '../filter-state.ts';
import { zoneOptions } from '../zone-options.ts';
import { operationsTexts } from '../texts.ts';
import { FilterSelect } from './filter-select.tsx';
import { OperationsFilters } from './operations-filters.tsx';
import { OperationsList } from './operations-list.tsx';

interface Props {
  /** The company's drivers (a phone and a name) and its vehicles' plates, for the filters. */
  drivers: readonly { phone: string; name: string }[];
  vehicles: readonly string[];
  queryKey: readonly unknown[];
  load: CompanyOperationsLoader;
}

/** A company's operations: the history's filters and table, and the company's own filter by driver (spec 9). */
export function CompanyOperations({ drivers, vehicles, queryKey, load }: Props) {
  const { t } = useTranslation(operationsTexts);
  const [filter, setFilter] = useState<OperationsFilter>(DEFAULT_FILTER);
  const [driver, setDriver] = useState('');
  // Days are the city's, whatever the browser's time zone.
  const today = wallClockAt(new Date(), currentCity.timeZone).date;
  const query = useMemo(() => ({ ...operationsQueryOf(filter, today), Driver: driver }), [filter, today, driver]);
  const operations = useCompanyOperations(queryKey, load, query);
  const { fetchNextPage, refetch } = operations;
  const nextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const zones = useZones();
  const zoneChoices = useMemo(() => zoneOptions(zones.data ?? [], false), [zones.data]);
  const driverChoices = useMemo(
    () => [{ value: '', label: t('operations.driver.all') }, ...drivers.map((d) => ({ value: d.phone, label: `${d.name} (${formatPhone(d.phone)})` }))],
    [drivers, t],
  );
  const filtered =
    driver !== '' ||
    filter.currentPeriodFilter !== 'all' ||
    filter.currentOperationTypeFilter !== 'all' ||
    filter.currentTransportFilter !== '' ||
    filter.currentZoneFilter !== '';

  return (
    <div className="ops-layout">
      <Stack gap="sm" component="aside" aria-label={t('operations.filters')} className="ops-filters">
        <FilterSelect label={t('operations.driver')} value={driver} options={driverChoices} onChange={setDriver} />
        <OperationsFilters filter={filter} today={today} useBonus={false} byParking={false} vehicles={vehicles} zones={zoneChoices} onChange={setFilter} />
      </Stack>
      <Stack gap="md" className="ops-main">
        <OperationsList
          pages={operations.data?.pages}
          isPending={operations.isPending}
          error={operations.error}
          isFetchingNextPage={operations.isFetchingNextPage}
          isFetchNextPageError={operations.isFetchNextPageError}
          hasNextPage={operations.hasNextPage}
          filtered={filtered}
          byParking={false}
          fetchNextPage={nextPage}
          refetch={() => void refetch()}
        />
      </Stack>
    </div>
  );
}
