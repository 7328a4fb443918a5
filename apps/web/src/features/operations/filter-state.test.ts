import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  filterFromSearch,
  monthBefore,
  operationsQueryOf,
  periodBounds,
  searchOfFilter,
  withPeriod,
  type OperationsFilter,
} from './filter-state.ts';

const search = (query: string, useBonus = true) => filterFromSearch(new URLSearchParams(query), useBonus);

describe('filters in the address', () => {
  it('reads a bare address as the default view: the past month, every kind', () => {
    expect(search('')).toEqual(DEFAULT_FILTER);
    expect(DEFAULT_FILTER.currentPeriodFilter).toBe('monthly');
    expect(searchOfFilter(DEFAULT_FILTER).toString()).toBe('');
  });

  it('writes only what differs from the default and reads it back the same', () => {
    const filter: OperationsFilter = {
      currentPeriodFilter: 'custom',
      currentOperationTypeFilter: 'refill',
      currentTransportFilter: 'А123ВС159',
      currentZoneFilter: '101',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    };
    const query = searchOfFilter(filter);
    expect(Object.fromEntries(query)).toEqual({ period: 'custom', from: '2026-10-01', to: '2026-10-31', type: 'refill', vehicle: 'А123ВС159', zone: '101' });
    expect(filterFromSearch(query, false)).toEqual(filter);
  });

  it('keeps dates only with the custom period', () => {
    expect(searchOfFilter({ ...DEFAULT_FILTER, currentPeriodFilter: 'weekly', periodStart: '2026-10-01' }).toString()).toBe('period=weekly');
    expect(search('period=today&from=2026-10-01&to=2026-10-02')).toMatchObject({ currentPeriodFilter: 'today', periodStart: '', periodEnd: '' });
  });

  it('falls back to the default for values nobody sends and drops dates that do not exist', () => {
    expect(search('period=yearly&type=fines')).toMatchObject({ currentPeriodFilter: 'monthly', currentOperationTypeFilter: 'all' });
    expect(search('period=custom&from=2026-02-30&to=tomorrow')).toMatchObject({ periodStart: '', periodEnd: '' });
  });

  it('puts a reversed custom period in order', () => {
    expect(search('period=custom&from=2026-10-31&to=2026-10-01')).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31' });
  });

  it('takes the bonus filter only where the city has bonuses', () => {
    expect(search('type=bonus20', true).currentOperationTypeFilter).toBe('bonus20');
    expect(search('type=bonus20', false).currentOperationTypeFilter).toBe('all');
  });
});

describe('periods on the city clock', () => {
  const today = '2026-03-31';
  const bounds = (period: OperationsFilter['currentPeriodFilter']) => periodBounds({ ...DEFAULT_FILTER, currentPeriodFilter: period }, today);

  it('counts each period back from the city’s today, today included', () => {
    expect(bounds('all')).toEqual({ start: '', end: '' });
    expect(bounds('today')).toEqual({ start: today, end: today });
    expect(bounds('yesterday')).toEqual({ start: '2026-03-30', end: '2026-03-30' });
    expect(bounds('weekly')).toEqual({ start: '2026-03-25', end: today });
    expect(bounds('monthly')).toEqual({ start: '2026-02-28', end: today });
  });

  it('finds the same day a month back, or the shorter month’s last', () => {
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
    expect(monthBefore('2028-03-30')).toBe('2028-02-29');
  });

  it('asks the call with the Russian operation names and inclusive dates', () => {
    expect(operationsQueryOf({ ...DEFAULT_FILTER, currentOperationTypeFilter: 'paymentSubscription', currentZoneFilter: 'P101' }, today)).toEqual({
      StartDate: '2026-02-28',
      EndDate: today,
      Operation: 'Оплата абонемента',
      Vehicle: '',
      Zone: 'P101',
    });
    expect(operationsQueryOf({ ...DEFAULT_FILTER, currentPeriodFilter: 'all' }, today)).toMatchObject({ StartDate: '', EndDate: '', Operation: 'Все' });
  });

  it('starts a custom period from the days the previous one covered', () => {
    expect(withPeriod(DEFAULT_FILTER, 'custom', today)).toMatchObject({ currentPeriodFilter: 'custom', periodStart: '2026-02-28', periodEnd: today });
    expect(withPeriod({ ...DEFAULT_FILTER, currentPeriodFilter: 'custom', periodStart: '2026-01-01' }, 'weekly', today)).toMatchObject({
      periodStart: '',
      periodEnd: '',
    });
  });
});
