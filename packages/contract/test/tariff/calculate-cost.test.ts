import { describe, expect, it } from 'vitest';
import { calculateCost, DEFAULT_ZONE_PRICE_RUB, type TTariffPrice } from '../../src/tariff/calculate-cost.ts';
import { productionCalendar } from '../../src/tariff/day-type.ts';
import { instantOf } from '../../src/tariff/city-time.ts';
import { TariffError } from '../../src/tariff/tariff-error.ts';

const PERM = 'Asia/Yekaterinburg';
const calendar = productionCalendar([
  { day: '2026-01-01', kind: 'holiday' },
  { day: '2026-11-04', kind: 'holiday' },
  { day: '2027-01-01', kind: 'holiday' },
  { day: '2027-12-25', kind: 'workday' },
]);

/** 60 ₽/h by day, free at night; Saturday 40 ₽/h; Sunday and holidays free (kopecks per hour). */
const day = (type: TTariffPrice['type'], price: number): TTariffPrice[] => [
  { type, from: '00:00:00', to: '08:00:00', price: 0 },
  { type, from: '08:00:00', to: '20:00:00', price },
  { type, from: '20:00:00', to: '24:00:00', price: 0 },
];
const prices = [...day('default', 6000), ...day('saturday', 4000), ...day('sunday', 0), ...day('holiday', 0)];

/** A moment on Perm's clock. */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return instantOf(date, h! * 60 + m!, PERM);
};
const cost = (date: string, time: string, minutes: number, extra: Partial<Parameters<typeof calculateCost>[0]> = {}) =>
  calculateCost({ prices, start: at(date, time), minutes, timeZone: PERM, calendar, ...extra });
/** One price around the clock on every day type. */
const flat = (price: number): TTariffPrice[] =>
  (['default', 'saturday', 'sunday', 'holiday'] as const).map((type) => ({ type, from: '00:00:00', to: '24:00:00', price }));
const table = (result: ReturnType<typeof calculateCost>) => result.intervals.map((i) => [i.daycode, i.minutes, i.pricePerHour, i.cost]);

describe('tariff cost', () => {
  it.each([
    // Monday 23 November 2026, inside the day interval.
    ['an hour by day', '2026-11-23', '10:00', 60, 6000],
    ['a quarter of an hour', '2026-11-23', '10:00', 15, 1500],
    ['a Saturday hour', '2026-11-28', '10:00', 60, 4000],
    ['a Sunday hour', '2026-11-29', '10:00', 60, 0],
    ['a holiday (4 November, a Wednesday)', '2026-11-04', '10:00', 60, 0],
    ['a night hour', '2026-11-23', '02:00', 60, 0],
    ['no time at all', '2026-11-23', '10:00', 0, 0],
  ])('%s', (_name, date, time, minutes, kopecks) => {
    expect(cost(date, time, minutes).toPay).toBe(kopecks);
  });

  it('cuts the session where the day interval ends', () => {
    const result = cost('2026-11-23', '19:30', 60);
    expect(table(result)).toEqual([
      ['default', 30, 6000, 3000],
      ['default', 30, 0, 0],
    ]);
    expect(result.intervals[0]!.to).toBe(result.intervals[1]!.from);
    expect(result.total).toBe(3000);
  });

  it('crosses midnight into another day type (Friday night into Saturday)', () => {
    const result = cost('2026-11-27', '19:00', 14 * 60);
    expect(table(result)).toEqual([
      ['default', 60, 6000, 6000],
      ['default', 240, 0, 0],
      ['saturday', 480, 0, 0],
      ['saturday', 60, 4000, 4000],
    ]);
    expect(result.toPay).toBe(10_000);
  });

  it('charges a whole day of 24 hours (1440 minutes, the longest choice)', () => {
    const result = cost('2026-11-23', '00:00', 1440);
    expect(result.intervals.map((i) => i.minutes).reduce((a, b) => a + b)).toBe(1440);
    expect(result.toPay).toBe(12 * 6000);
  });

  it('starting at midnight uses the new day', () => {
    expect(cost('2026-11-29', '00:00', 60).intervals[0]!.daycode).toBe('sunday');
    expect(cost('2026-11-30', '00:00', 60).intervals[0]!.daycode).toBe('default');
  });

  it('a Saturday made a working day by decree costs as a weekday', () => {
    expect(cost('2027-12-25', '10:00', 60).intervals[0]!.daycode).toBe('default');
  });

  it('floors each interval to whole kopecks', () => {
    // 33.33 ₽/h for 7 minutes = 388.85 kopecks -> 388.
    expect(calculateCost({ prices: flat(3333), start: at('2026-11-23', '10:00'), minutes: 7, timeZone: PERM, calendar }).toPay).toBe(388);
  });

  it.each([
    // percent, kopecks per hour, percent applied, discount in kopecks
    [10, 6000, 10, 600],
    [12.35, 6000, 12.3, 738],
    [12.99, 3333, 12.9, 429],
    [100, 6000, 100, 6000],
    [150, 6000, 100, 6000],
  ])('takes a %s %% discount floored to one decimal', (percent, price, applied, discount) => {
    const result = calculateCost({ prices: flat(price), start: at('2026-11-23', '10:00'), minutes: 60, timeZone: PERM, calendar, discountPercent: percent });
    expect(result.discountPercent).toBe(applied);
    expect(result.discount).toBe(discount);
    expect(result.toPay).toBe(result.total - discount);
  });

  it('charges the default zone price when a zone has no price rows', () => {
    const result = calculateCost({ prices: [], start: at('2026-11-29', '03:00'), minutes: 60, timeZone: PERM, calendar });
    expect(result.toPay).toBe(DEFAULT_ZONE_PRICE_RUB * 100);
  });

  it('rows written to end at 23:59:59 run to midnight', () => {
    const late: TTariffPrice[] = (['default', 'saturday', 'sunday', 'holiday'] as const).map((type) => ({
      type,
      from: '00:00:00',
      to: '23:59:59',
      price: 6000,
    }));
    expect(calculateCost({ prices: late, start: at('2026-11-23', '23:30'), minutes: 60, timeZone: PERM, calendar }).toPay).toBe(6000);
  });

  it('reads the day in the city, not in UTC', () => {
    // 01:00 on Monday in Perm is still Sunday 20:00 in UTC.
    expect(cost('2026-11-30', '01:00', 60).intervals[0]!.daycode).toBe('default');
  });

  const errorOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof TariffError ? error.errorName : String(error);
    }
    return 'no error';
  };

  it('names what is missing', () => {
    expect(errorOf(() => calculateCost({ prices, start: at('2026-11-23', '10:00'), minutes: 60, timeZone: PERM, calendar: productionCalendar([]) }))).toBe(
      'CalendarIsEmpty',
    );
    expect(errorOf(() => cost('2030-06-03', '10:00', 60))).toBe('TypeOfDayIsNotDefined');
    expect(errorOf(() => calculateCost({ prices: day('default', 6000), start: at('2026-11-28', '10:00'), minutes: 60, timeZone: PERM, calendar }))).toBe(
      'TariffNotFound',
    );
    expect(errorOf(() => cost('2026-11-23', '10:00', -15))).toBe('CostCalculationError');
  });
});

describe('benefits priced stretch by stretch', () => {
  const benefit = (from: Date, to: Date, percent: number) => ({ from, to, percent });
  const rows = (result: ReturnType<typeof calculateCost>) => result.intervals.map((i) => [i.minutes, i.cost, i.discount]);

  it('cuts the session at the start and end of a benefit and discounts only the minutes inside it', () => {
    // 10:00–13:00 at 60 ₽/h; a 100 % pass from 11:00 to 12:00.
    const result = cost('2026-11-23', '10:00', 180, { benefits: [benefit(at('2026-11-23', '11:00'), at('2026-11-23', '12:00'), 100)] });
    expect(rows(result)).toEqual([
      [60, 6000, 0],
      [60, 6000, 6000],
      [60, 6000, 0],
    ]);
    expect(result).toMatchObject({ total: 18_000, discount: 6000, toPay: 12_000, discountPercent: 33.3 });
  });

  it('costs nothing when a pass covers the whole session, and floors a partial discount per stretch', () => {
    const pass = benefit(at('2026-11-22', '00:00'), at('2026-11-24', '00:00'), 100);
    expect(cost('2026-11-23', '10:00', 90, { benefits: [pass] })).toMatchObject({ total: 9000, discount: 9000, toPay: 0, discountPercent: 100 });
    // 25 % of 61 minutes at 1 ₽/h: 101 kopecks floored, then 25 kopecks floored.
    const card = benefit(at('2026-11-23', '10:00'), at('2026-11-23', '11:01'), 25);
    const result = calculateCost({ prices: flat(100), start: at('2026-11-23', '10:00'), minutes: 61, timeZone: PERM, calendar, benefits: [card] });
    expect(rows(result)).toEqual([[61, 101, 25]]);
  });

  it('counts only whole minutes inside a benefit, and leaves the table as before without benefits', () => {
    const odd = benefit(new Date(at('2026-11-23', '10:00').getTime() + 30_000), new Date(at('2026-11-23', '10:30').getTime() + 30_000), 100);
    expect(rows(cost('2026-11-23', '10:00', 60, { benefits: [odd] }))).toEqual([
      [1, 100, 0],
      [29, 2900, 2900],
      [30, 3000, 0],
    ]);
    expect(cost('2026-11-23', '10:00', 60).intervals[0]).not.toHaveProperty('discount');
    expect(rows(cost('2026-11-23', '10:00', 60, { benefits: [] }))).toEqual([[60, 6000, 0]]);
  });
});
