import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { OPERATION_NAME_RU_OF, OPERATION_TYPE_FILTERS, operationTypesOf } from '../../src/operations/history-filters.ts';
import { ZOperationsFilterQuery } from '../../src/operations/operations-query.ts';

describe('operationTypesOf', () => {
  it.each([
    ['', null],
    ['Все', null],
    ['all', null],
    ['Оплата', ['payment', 'paymentGate']],
    ['payment', ['payment', 'paymentGate']],
    ['Пополнение', ['refill']],
    ['Продление', ['renew']],
    ['Отмена', ['cancel']],
    ['Оплата абонемента', ['paymentSubscription']],
    ['subscription', ['paymentSubscription']],
    ['Бонус 20%', ['bonus20']],
    ['paymentGate', ['paymentGate']],
    [' Отмена ', ['cancel']],
    ['Штраф', undefined],
    ['PAYMENT', undefined],
  ])('%j selects %j', (name, types) => {
    expect(operationTypesOf(name)).toEqual(types);
  });

  it('has a Russian name for every filter of the screen', () => {
    for (const filter of OPERATION_TYPE_FILTERS) expect(operationTypesOf(OPERATION_NAME_RU_OF[filter])).toEqual(operationTypesOf(filter));
  });
});

describe('ZOperationsFilterQuery', () => {
  const ok = (query: Record<string, string | undefined>) => safeParse(ZOperationsFilterQuery, { token: 't', ...query }).success;

  it('takes calendar dates, the paging key and empty values', () => {
    expect(ok({ StartDate: '2026-02-28', EndDate: '2026-12-31', OrderNumber: '20261123T074232123Z-42', Operation: 'Все', Vehicle: '', Zone: '' })).toBe(true);
    expect(ok({ StartDate: '', EndDate: '', OrderNumber: '' })).toBe(true);
  });

  it.each([
    { StartDate: '2026-02-30' },
    { EndDate: '23/11/2026' },
    { OrderNumber: '42' },
    { OrderNumber: '20261123T074232Z-42' },
    { Operation: 'Штраф' },
    { Zone: 'x'.repeat(21) },
  ])('refuses %j', (query) => {
    expect(ok(query)).toBe(false);
  });
});
