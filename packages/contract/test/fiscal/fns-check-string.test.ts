import { describe, expect, it } from 'vitest';
import { fnsCheckString, roublesWithDot } from '../../src/fiscal/fns-check-string.ts';

describe('roubles with a dot', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [12345, '123.45'],
    [1500000, '15000.00'],
  ])('%i kopecks → %s', (kopecks, text) => expect(roublesWithDot(kopecks)).toBe(text));

  it.each([-1, 1.5, Number.NaN])('refuses %s', (kopecks) => expect(() => roublesWithDot(kopecks)).toThrow(RangeError));
});

describe('the tax service check string', () => {
  const receipt = { fn: '9999078900012345', fd: '42', fp: '3522207165', total: 15050 };

  it.each([
    // 06:45 UTC is 11:45 in Perm (UTC+5) and 09:45 in Moscow.
    ['2026-11-26T06:45:59Z', 'Asia/Yekaterinburg', 'income', 't=20261126T1145&s=150.50&fn=9999078900012345&i=42&fp=3522207165&n=1'],
    ['2026-11-26T06:45:00Z', 'Europe/Moscow', 'incomeReturn', 't=20261126T0945&s=150.50&fn=9999078900012345&i=42&fp=3522207165&n=2'],
    // The day on the city's clock, not UTC's: 21:30 UTC on the 31st is already 1 January in Perm.
    ['2026-12-31T21:30:00Z', 'Asia/Yekaterinburg', 'income', 't=20270101T0230&s=150.50&fn=9999078900012345&i=42&fp=3522207165&n=1'],
  ] as const)('%s in %s, %s', (at, timeZone, sign, expected) => {
    expect(fnsCheckString({ ...receipt, at: new Date(at), timeZone, sign })).toBe(expected);
  });

  it('writes a whole-rouble total with two decimals', () => {
    expect(fnsCheckString({ ...receipt, total: 100000, at: new Date('2026-01-05T00:00:00Z'), timeZone: 'UTC', sign: 'income' })).toContain('&s=1000.00&');
  });
});
