import { describe, expect, it } from 'vitest';
import { dateLabel, startChoice, timestartOf } from './start-date.ts';

describe('startChoice', () => {
  it('fixes prev_day to yesterday, whatever the window', () => {
    expect(startChoice({ type: 'prev_day', firstDate: '2026-11-20', lastDate: '2026-11-20' }, '2026-03-01', 0)).toEqual({ fixed: true, date: '2026-02-28' });
  });

  it('keeps a date the offer was built for', () => {
    expect(startChoice({ type: 'week', startDate: '2026-12-01' }, '2026-11-26', 0)).toEqual({ fixed: true, date: '2026-12-01' });
  });

  it('lists every day of the offer\u2019s window, both ends included', () => {
    const choice = startChoice({ type: 'month', firstDate: '2026-11-27', lastDate: '2026-12-26' }, '2026-11-26', 0);
    expect(choice.fixed).toBe(false);
    if (choice.fixed) return;
    expect(choice.dates).toHaveLength(30);
    expect(choice.dates.at(0)).toBe('2026-11-27');
    expect(choice.dates.at(-1)).toBe('2026-12-26');
  });

  it('falls back to the city\u2019s window: the offset from today to a month ahead', () => {
    const choice = startChoice({ type: 'day' }, '2026-01-31', 2);
    if (choice.fixed) throw new Error('not a window');
    expect(choice.dates.at(0)).toBe('2026-02-02');
    expect(choice.dates.at(-1)).toBe('2026-02-28');
  });
});

describe('timestartOf and dateLabel', () => {
  it('sends no start for prev_day and the date otherwise', () => {
    expect(timestartOf('prev_day', '2026-11-25')).toBeNull();
    expect(timestartOf('week', '2026-11-25')).toBe('2026-11-25');
  });

  it('writes a date as DD/MM/YYYY', () => {
    expect(dateLabel('2026-01-05')).toBe('05/01/2026');
  });
});
