import { describe, expect, it } from 'vitest';
import { addDays, instantOf, isoWeekday, minuteOfTime, utcOffsetMinutes, wallClockAt } from '../../src/tariff/city-time.ts';

describe("a city's clock", () => {
  it('reads the date and minute of an instant in the city', () => {
    expect(wallClockAt(new Date('2026-11-22T20:30:00Z'), 'Asia/Yekaterinburg')).toEqual({ date: '2026-11-23', minute: 90 });
    expect(wallClockAt(new Date('2026-11-22T20:30:00Z'), 'Europe/Moscow')).toEqual({ date: '2026-11-22', minute: 23 * 60 + 30 });
  });

  it('turns a wall-clock time back into the instant', () => {
    expect(instantOf('2026-11-23', 90, 'Asia/Yekaterinburg').toISOString()).toBe('2026-11-22T20:30:00.000Z');
    expect(utcOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Europe/Moscow')).toBe(180);
  });

  it('counts days and weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect([isoWeekday('2026-11-23'), isoWeekday('2026-11-28'), isoWeekday('2026-11-29')]).toEqual([1, 6, 7]);
    expect([minuteOfTime('08:30:00'), minuteOfTime('24:00'), minuteOfTime('00:00')]).toEqual([510, 1440, 0]);
  });
});
