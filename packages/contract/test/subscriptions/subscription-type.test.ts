import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { addMonths, subscriptionEndDate, subscriptionStartBounds, ZSubscriptionType } from '../../src/subscriptions/subscription-type.ts';

describe('subscription periods', () => {
  it('reads the server spelling mounth as month', () => {
    expect(safeParse(ZSubscriptionType, 'mounth')).toMatchObject({ success: true, data: 'month' });
    expect(safeParse(ZSubscriptionType, 'prev_day')).toMatchObject({ success: true, data: 'prev_day' });
    expect(safeParse(ZSubscriptionType, 'fortnight').success).toBe(false);
  });

  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 12)).toBe('2027-11-30');
  });

  it('ends each type on the midnight after its last day', () => {
    expect(['prev_day', 'day', 'week', 'month', 'quarter', 'year'].map((type) => subscriptionEndDate(type as 'day', '2026-11-30'))).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-07',
      '2026-12-30',
      '2027-02-28',
      '2027-11-30',
    ]);
  });

  it('may start from the configured offset to one month ahead', () => {
    expect(subscriptionStartBounds('2026-11-23', 0)).toEqual({ first: '2026-11-23', last: '2026-12-23' });
    expect(subscriptionStartBounds('2027-01-31', 1)).toEqual({ first: '2027-02-01', last: '2027-02-28' });
  });
});
