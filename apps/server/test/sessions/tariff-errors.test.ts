import { beforeAll, describe, expect, it } from 'vitest';
import { addZone, api, flatPrices, newDriver, permTime, sessionsOf, vehicle, type TestDriver } from './session-fixtures.ts';
import { testClock } from '../helpers/test-clock.ts';
import { testCities } from '../helpers/test-cities.ts';

const clock = testClock(permTime('2026-11-23', '10:00'));
const [perm] = testCities({ now: clock.now });
let driver: TestDriver;
beforeAll(async () => {
  driver = await newDriver(perm, 100_000);
  // Weekdays only: the zone has no price for Saturdays, Sundays or holidays.
  await addZone(perm, '901', flatPrices(3000, ['default']));
  // Dearer on weekdays than on Saturdays, to see midnight change the day type.
  await addZone(perm, '902', [...flatPrices(6000, ['default', 'sunday', 'holiday']), ...flatPrices(3000, ['saturday'])]);
});

const body = (patch: Record<string, unknown> = {}) => ({ Token: driver.token, Zone: '101', Duration: 60, Vehicle: vehicle('Е001КХ159'), ...patch });
const cost = (patch?: Record<string, unknown>) => api(perm).post('/api/payment/cost', body(patch));
const start = (patch?: Record<string, unknown>) => api(perm).post('/api/payment/start', body(patch));

describe('tariff failures', () => {
  it("changes the day type at midnight in the city's time", async () => {
    // Friday 27 November, 23:30 in Perm: half an hour of Friday, half an hour of Saturday.
    clock.set(permTime('2026-11-27', '23:30'));
    const answer = await cost({ Zone: '902' });
    expect(answer).toMatchObject({ status: 'ok', totalcost: 45 });
    expect((answer.intervals as { daycode: string; cost: number }[]).map((i) => [i.daycode, i.cost])).toEqual([
      ['default', 30],
      ['saturday', 15],
    ]);
  });

  it('answers TariffNotFound for a zone without a price for the day, and starts nothing', async () => {
    clock.set(permTime('2026-11-23', '10:00'));
    expect(await cost({ Zone: '901' })).toMatchObject({ status: 'ok', totalcost: 30 });
    // Saturday 28 November.
    clock.set(permTime('2026-11-28', '10:00'));
    expect(await cost({ Zone: '901' })).toMatchObject({ errorName: 'TariffNotFound' });
    expect(await start({ Zone: '901' })).toMatchObject({ errorName: 'TariffNotFound' });
    // Friday evening into Saturday fails too: the price is missing for part of the session.
    clock.set(permTime('2026-11-27', '23:30'));
    expect(await cost({ Zone: '901' })).toMatchObject({ errorName: 'TariffNotFound' });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
  });

  it('answers TypeOfDayIsNotDefined in a year the calendar does not cover', async () => {
    clock.set(permTime('2030-03-04', '10:00'));
    // A driver of that year: a token of 2026 has long expired by then, on the same clock.
    const later = await newDriver(perm, 100_000);
    const as = { Token: later.token };
    expect(await cost(as)).toMatchObject({ errorName: 'TypeOfDayIsNotDefined' });
    expect(await start(as)).toMatchObject({ errorName: 'TypeOfDayIsNotDefined' });
    // The last evening of 2027 runs into 2028, which is not defined either.
    clock.set(permTime('2027-12-31', '23:30'));
    expect(await cost(as)).toMatchObject({ errorName: 'TypeOfDayIsNotDefined' });
    expect(await sessionsOf(perm, later.id)).toEqual([]);
  });

  it('answers CalendarIsEmpty once the calendar rows are gone', async () => {
    clock.set(permTime('2026-11-23', '10:00'));
    expect(await cost()).toMatchObject({ status: 'ok' });
    await perm.db.deleteFrom('calendar_day').execute();
    // The calendar is kept in memory until it changes, not for a while.
    await perm.changes.settle();
    expect(await cost()).toMatchObject({ errorName: 'CalendarIsEmpty' });
    expect(await start()).toMatchObject({ errorName: 'CalendarIsEmpty' });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
  });
});
