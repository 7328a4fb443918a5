import { beforeAll, describe, expect, it } from 'vitest';
import { ZCostResponse } from '@city-parking/contract/payments/cost';
import { testCityAt } from '../helpers/test-cities.ts';
import { addZone, api, flatPrices, newDriver, permTime, sessionsOf, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { buy } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock. Zone 101 charges 60 ₽/h around the clock.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));
let driver: TestDriver;
beforeAll(async () => {
  driver = await newDriver(perm, 2_000_000);
  await addZone(perm, '990', flatPrices(6000));
  clock.set(permTime('2026-11-23', '10:00'));
  // A day pass for every zone on 24 November; a resident's 30 % card for zones 101–103 from 23 November.
  expect(await buy(perm, driver, 'AB-DAY', 'К300КК159', '2026-11-24')).toMatchObject({ status: 'ok' });
  expect(await buy(perm, driver, 'CARD-RESIDENT-YEAR', 'К301КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
});

type Cost = { totalcost: number; totaldiscount: number; benefit: string; intervals: { minutes: number; cost: number; discount?: number }[] };
const cost = (plate: string, body: Record<string, unknown> = {}, language = 'ru') =>
  api(perm, language).post<Cost>('/api/payment/cost', { Token: driver.token, Zone: '101', ParkingCode: '', Duration: 60, Vehicle: vehicle(plate), ...body });
const lines = (answer: Cost) => answer.intervals.map((i) => [i.minutes, i.cost, i.discount ?? 0]);

describe('the cost of parking counts the plate’s subscriptions', () => {
  it('discounts only the minutes after a pass starts', async () => {
    clock.set(permTime('2026-11-23', '23:30'));
    const answer = await cost('К300КК159');
    expect(ZCostResponse.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({ status: 'ok', totalcost: 30, totaldiscount: 30, benefit: 'Абонемент на сутки' });
    expect(lines(answer)).toEqual([
      [30, 30, 0],
      [30, 30, 30],
    ]);
    expect(await cost('К300КК159', {}, 'en')).toMatchObject({ benefit: 'Day pass' });
  });

  it('discounts only the minutes before a pass ends, and nothing once it has', async () => {
    clock.set(permTime('2026-11-24', '23:15'));
    expect(await cost('К300КК159')).toMatchObject({ totalcost: 15, totaldiscount: 45 });
    clock.set(permTime('2026-11-25', '00:00'));
    expect(await cost('К300КК159')).toMatchObject({ totalcost: 60, totaldiscount: 0, benefit: '' });
  });

  it('makes a session wholly inside a pass free, in any zone for a `#` pass, and starts it with nothing paid', async () => {
    clock.set(permTime('2026-11-24', '10:00'));
    expect(await cost('К300КК159', { Zone: '990', Duration: 120 })).toMatchObject({ totalcost: 0, totaldiscount: 120 });
    expect(await cost('К999КК159', { Duration: 120 })).toMatchObject({ totalcost: 120, totaldiscount: 0 });
    const poor = await newDriver(perm);
    const started = await api(perm).post('/api/payment/start', {
      Token: poor.token,
      Zone: '101',
      Duration: 120,
      Vehicle: vehicle('К300КК159'),
      PaymentService: 'balance',
    });
    expect(started).toMatchObject({ status: 'ok', confirmation: { amount: 0 } });
    expect(await sessionsOf(perm, poor.id)).toMatchObject([{ plate: 'К300КК159', paid: 0 }]);
  });

  it('takes a discount card’s percent off only in its own zones', async () => {
    clock.set(permTime('2026-11-23', '12:00'));
    expect(await cost('К301КК159')).toMatchObject({ totalcost: 42, totaldiscount: 18, benefit: 'Карта жителя 30 % на год' });
    expect(await cost('К301КК159', { Zone: '990' })).toMatchObject({ totalcost: 60, totaldiscount: 0, benefit: '' });
  });

  it('prices post-payments and renewals by the same rule', async () => {
    // A post-payment of 00:00–01:30 on the pass's day, paid that morning.
    clock.set(permTime('2026-11-24', '09:00'));
    expect(await cost('К300КК159', { timestart: '2026-11-24T00:00:00', Duration: 90 })).toMatchObject({ totalcost: 0, totaldiscount: 90 });
    // A renewal of a session that ends at 23:45 on the pass's day: 15 minutes free, 45 paid.
    clock.set(permTime('2026-11-24', '22:45'));
    const started = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('К300КК159'),
      PaymentService: 'balance',
    });
    expect(started).toMatchObject({ status: 'ok', confirmation: { amount: 0 } });
    expect(await cost('К300КК159', { ReservationId: started.sessionId })).toMatchObject({ totalcost: 45, totaldiscount: 15 });
    const renewed = await api(perm).post('/api/payment/renew', {
      Token: driver.token,
      ReservationId: started.sessionId,
      Duration: 60,
      PaymentService: 'balance',
    });
    expect(renewed).toMatchObject({ status: 'ok', confirmation: { amount: 45 } });
  });
});
