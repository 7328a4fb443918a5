import {
  DEFAULT_PERIOD_FILTER,
  OPERATION_NAME_RU_OF,
  OPERATION_TYPE_FILTERS,
  PERIOD_FILTERS,
  type TOperationFilterState,
  type TOperationTypeFilter,
  type TPeriodFilter,
} from '@city-parking/contract/operations/history-filters';
import type { TOperationsFilterQuery } from '@city-parking/contract/operations/operations-query';
import { addDays } from '@city-parking/contract/tariff/city-time';
import { isCalendarDate } from './picker-date.ts';

/** The screen's filters; the paging key is the list's own (one per loaded page), never the address's. */
export type OperationsFilter = Omit<TOperationFilterState, 'orderNumber'>;

export const DEFAULT_FILTER: OperationsFilter = {
  currentPeriodFilter: DEFAULT_PERIOD_FILTER,
  currentOperationTypeFilter: 'all',
  currentTransportFilter: '',
  currentZoneFilter: '',
  periodStart: '',
  periodEnd: '',
};

/** Names of the address's query parameters. */
const PARAM = { period: 'period', type: 'type', vehicle: 'vehicle', zone: 'zone', from: 'from', to: 'to' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((item) => item === value);

/**
 * The filters an address shows. Anything unknown falls back to the default, so an old or edited
 * link still opens the screen; bonus20 only counts where the city has bonuses. Custom bounds are
 * kept only with the custom period, and a reversed pair is put in order.
 */
export function filterFromSearch(params: URLSearchParams, useBonus: boolean): OperationsFilter {
  const period = oneOf(PERIOD_FILTERS, params.get(PARAM.period)) ?? DEFAULT_PERIOD_FILTER;
  const type = oneOf(OPERATION_TYPE_FILTERS, params.get(PARAM.type)) ?? 'all';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return period === 'custom' && isCalendarDate(value) ? value : '';
  };
  let periodStart = date(PARAM.from);
  let periodEnd = date(PARAM.to);
  if (periodStart && periodEnd && periodStart > periodEnd) [periodStart, periodEnd] = [periodEnd, periodStart];
  return {
    currentPeriodFilter: period,
    currentOperationTypeFilter: type === 'bonus20' && !useBonus ? 'all' : type,
    currentTransportFilter: (params.get(PARAM.vehicle) ?? '').trim().slice(0, 20),
    currentZoneFilter: (params.get(PARAM.zone) ?? '').trim().slice(0, 20),
    periodStart,
    periodEnd,
  };
}

/** The address's query for the filters: only what differs from the default, so the plain address is the default view. */
export function searchOfFilter(filter: OperationsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.currentPeriodFilter !== DEFAULT_PERIOD_FILTER) params.set(PARAM.period, filter.currentPeriodFilter);
  if (filter.currentPeriodFilter === 'custom') {
    if (filter.periodStart) params.set(PARAM.from, filter.periodStart);
    if (filter.periodEnd) params.set(PARAM.to, filter.periodEnd);
  }
  if (filter.currentOperationTypeFilter !== 'all') params.set(PARAM.type, filter.currentOperationTypeFilter);
  if (filter.currentTransportFilter) params.set(PARAM.vehicle, filter.currentTransportFilter);
  if (filter.currentZoneFilter) params.set(PARAM.zone, filter.currentZoneFilter);
  return params;
}

/** The same calendar day a month earlier (the month's last day when it is shorter). */
export function monthBefore(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * The inclusive days (YYYY-MM-DD on the city's clock) a period covers on `today`; '' is no bound.
 * Weekly is the last seven days and monthly the days since the same date a month ago, today
 * included in both, so that a period chosen in the morning already holds the operations before it.
 */
export function periodBounds(filter: Pick<OperationsFilter, 'currentPeriodFilter' | 'periodStart' | 'periodEnd'>, today: string) {
  const bounds: Record<TPeriodFilter, { start: string; end: string }> = {
    all: { start: '', end: '' },
    today: { start: today, end: today },
    yesterday: { start: addDays(today, -1), end: addDays(today, -1) },
    weekly: { start: addDays(today, -6), end: today },
    monthly: { start: monthBefore(today), end: today },
    custom: { start: filter.periodStart, end: filter.periodEnd },
  };
  return bounds[filter.currentPeriodFilter];
}

/** The filters of both calls (the list and the export), without the token and the paging key. */
export type OperationsQuery = Required<Pick<TOperationsFilterQuery, 'StartDate' | 'EndDate' | 'Operation' | 'Vehicle' | 'Zone'>>;

/** What the history calls are asked for the filters on `today`: Russian operation names, dates on the city's clock. */
export function operationsQueryOf(filter: OperationsFilter, today: string): OperationsQuery {
  const { start, end } = periodBounds(filter, today);
  return {
    StartDate: start,
    EndDate: end,
    Operation: OPERATION_NAME_RU_OF[filter.currentOperationTypeFilter satisfies TOperationTypeFilter],
    Vehicle: filter.currentTransportFilter,
    Zone: filter.currentZoneFilter,
  };
}

/**
 * The filters after the period select changes. Choosing custom starts from the days the previous
 * period covered, so the list does not jump to the whole history before dates are picked.
 */
export function withPeriod(filter: OperationsFilter, period: TPeriodFilter, today: string): OperationsFilter {
  if (period !== 'custom') return { ...filter, currentPeriodFilter: period, periodStart: '', periodEnd: '' };
  const { start, end } = periodBounds(filter, today);
  return { ...filter, currentPeriodFilter: 'custom', periodStart: start, periodEnd: end };
}
