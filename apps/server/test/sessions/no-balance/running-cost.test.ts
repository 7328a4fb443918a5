import { beforeAll, describe, expect, it } from 'vitest';
import { ZCostResponse } from '@city-parking/contract/payments/cost';
import { testCityAt } from '../../helpers/test-cities.ts';
import { addZone, api, newDriver } from '../session-fixtures.ts';
import { noBalanceCalls, rostovTime } from './no-balance-fixtures.ts';

// Monday 23 November 2026 in Rostov.
const { clock, city: rostov } = testCityAt(rostovTime('2026-11-23', '10:00'), { city: 'rostov' });
const calls = noBalanceCalls(rostov);
beforeAll(async () => {
  // 40 ₽/h from 08:00 to 20:00, free at night, on every day type.
  const day = (type: 'default' | 'saturday' | 'sunday' | 'holiday') => [
    { type, from: '00:00:00', to: '08:00:00', price: 0 },
    { type, from: '08:00:00', to: '20:00:00', price: 4000 },
    { type, from: '20:00:00', to: '24:00:00', price: 0 },
  ];
  await addZone(rostov, '695', [...day('default'), ...day('saturday'), ...day('sunday'), ...day('holiday')]);
});

const costOf = (token: string, sessionId: number | string, patch: Record<string, unknown> = {}) =>
  api(rostov).post<Record<string, unknown>>('/api/payment/cost', { Token: token, Zone: '', ParkingCode: '', Duration: '', ReservationId: sessionId, ...patch });

describe('the cost so far of a running session in a city without a balance', () => {
  it('is the tariff from the start to the minute begun, exactly what a stop then asks', async () => {
    const driver = await newDriver(rostov);
    clock.set(rostovTime('2026-11-23', '19:30:20'));
    const { sessionId } = await calls.start(driver, 'Р695РР161', { ParkingCode: 'P695' });

    // 41 minutes begun: 30 at 40 ₽/h until 20:00, then 11 free; Duration is not read.
    clock.set(rostovTime('2026-11-23', '20:10:05'));
    const sofar = await costOf(driver.token, sessionId, { Duration: '15' });
    expect(ZCostResponse.safeParse(sofar).success).toBe(true);
    expect(sofar).toMatchObject({ status: 'ok', totalcost: 20, balance: 0, refill: 20 });
    expect((sofar.intervals as { minutes: number }[]).map((interval) => interval.minutes)).toEqual([30, 11]);
    // Asking changes nothing: the session still runs.
    expect(await calls.row(sessionId)).toMatchObject({ status: 'active', end_at: null, amount_to_pay: 0 });
    expect(await calls.postpone(driver, sessionId)).toMatchObject({ status: 'ok', amountToPay: 20 });
  });

  it('is nothing in the first free minutes, and grows as the session runs', async () => {
    const driver = await newDriver(rostov);
    clock.set(rostovTime('2026-11-23', '10:00'));
    const { sessionId } = await calls.start(driver, 'Р696РР161', { ParkingCode: 'P695' });
    expect(await costOf(driver.token, sessionId)).toMatchObject({ status: 'ok', totalcost: 0 });
    clock.set(rostovTime('2026-11-23', '10:45:30'));
    expect(await costOf(driver.token, sessionId)).toMatchObject({ status: 'ok', totalcost: 30.66 });
  });

  it('is not told of another driver’s session, nor of one already stopped', async () => {
    const owner = await newDriver(rostov);
    const other = await newDriver(rostov);
    const { sessionId } = await calls.start(owner, 'Р697РР161', { ParkingCode: 'P695' });
    expect(await costOf(other.token, sessionId)).toMatchObject({ status: 'error', errorName: 'ParkingSessionNotFound' });
    clock.advance(20);
    await calls.postpone(owner, sessionId);
    expect(await costOf(owner.token, sessionId)).toMatchObject({ status: 'error', errorName: 'ParkingSessionIsOver' });
  });
});
