import { lazy, Suspense } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPERATION_TYPE_FILTERS, PERIOD_FILTERS, type TOperationTypeFilter, type TPeriodFilter } from '@city-parking/contract/operations/history-filters';
import { formatPickerDate } from '@city-parking/contract/format/format-date';
import { periodBounds, withPeriod, type OperationsFilter } from '../filter-state.ts';
import { withCurrent } from '../zone-options.ts';
import { FilterSelect } from './filter-select.tsx';
import { operationsTexts } from '../texts.ts';

// The date pickers (Mantine dates, dayjs and the floating engine) load only when custom dates are chosen.
const CustomPeriodFields = lazy(async () => ({ default: (await import('./custom-period-fields.tsx')).CustomPeriodFields }));

interface Props {
  filter: OperationsFilter;
  today: string;
  useBonus: boolean;
  byParking: boolean;
  vehicles: readonly string[];
  zones: readonly string[];
  onChange: (filter: OperationsFilter) => void;
}

/** Height of the custom period's two fields (label and input each), kept while their code loads. */
const CUSTOM_FIELDS_HEIGHT = 2 * 60 + 12;

/** The filter column: period (with custom dates), operation type, vehicle and zone, as native selects. */
export function OperationsFilters({ filter, today, useBonus, byParking, vehicles, zones, onChange }: Props) {
  const { t } = useTranslation(operationsTexts);
  const bounds = periodBounds(filter, today);
  const types = OPERATION_TYPE_FILTERS.filter((type) => type !== 'bonus20' || useBonus);
  const range =
    filter.currentPeriodFilter !== 'custom' && bounds.start
      ? t('operations.range', { start: formatPickerDate(`${bounds.start}T12:00:00Z`, 'UTC'), end: formatPickerDate(`${bounds.end}T12:00:00Z`, 'UTC') })
      : '';
  return (
    <Stack gap="sm">
      <div>
        <FilterSelect
          label={t('operations.period')}
          value={filter.currentPeriodFilter}
          onChange={(value) => onChange(withPeriod(filter, value as TPeriodFilter, today))}
          options={PERIOD_FILTERS.map((period) => ({ value: period, label: t(`operations.period.${period}`) }))}
          describedBy={range ? 'operations-period-range' : undefined}
        />
        {/* The days a relative period covers, on the city's clock; a line is kept for it so nothing moves. */}
        <Text id="operations-period-range" size="xs" c="dimmed" mt={4} mih={18}>
          {range}
        </Text>
      </div>
      {filter.currentPeriodFilter === 'custom' && (
        <Suspense fallback={<div className="ops-fields-placeholder" style={{ height: CUSTOM_FIELDS_HEIGHT }} />}>
          <CustomPeriodFields
            start={filter.periodStart}
            end={filter.periodEnd}
            today={today}
            onChange={(start, end) => onChange({ ...filter, periodStart: start, periodEnd: end })}
          />
        </Suspense>
      )}
      <FilterSelect
        label={t('operations.type')}
        value={filter.currentOperationTypeFilter}
        onChange={(value) => onChange({ ...filter, currentOperationTypeFilter: value as TOperationTypeFilter })}
        options={types.map((type) => ({ value: type, label: t(`operations.type.${type}`) }))}
      />
      <FilterSelect
        label={t('operations.vehicle')}
        value={filter.currentTransportFilter}
        onChange={(value) => onChange({ ...filter, currentTransportFilter: value })}
        options={[{ value: '', label: t('operations.vehicle.all') }, ...withCurrent(vehicles, filter.currentTransportFilter)]}
      />
      <FilterSelect
        label={byParking ? t('operations.parking') : t('operations.zone')}
        value={filter.currentZoneFilter}
        onChange={(value) => onChange({ ...filter, currentZoneFilter: value })}
        options={[{ value: '', label: t('operations.zone.all') }, ...withCurrent(zones, filter.currentZoneFilter)]}
      />
    </Stack>
  );
}
