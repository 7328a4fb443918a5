import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZCostResponse } from '@city-parking/contract/payments/cost';
import { addZone, api, newDriver, permTime, vehicle, type TestDriver } from './session-fixtures.ts';
import { testClock } from '../helpers/test-clock.ts';
import { testCities } from '../helpers/test-cities.ts';

// Monday 23 November 2026, 10:00 in Perm (05:00 UTC).
const clock = testClock(permTime('2026-11-23', '10:00'));
const [perm, sevastopol] = testCities({ now: clock.now }, { city: 'sevastopol', now: clock.now });
let driver: TestDriver;
beforeAll(async () => {
  driver = await newDriver(perm, 5000);
  // Paid 08:00–20:00 on weekdays, free at night, on Sundays and holidays.
  await addZone(perm, '900', [
    { type: 'default', from: '00:00:00', to: '08:00:00', price: 0 },
    { type: 'default', from: '08:00:00', to: '20:00:00', price: 4000 },
    { type: 'default', from: '20:00:00', to: '24:00:00', price: 0 },
    { type: 'saturday', from: '00:00:00', to: '24:00:00', price: 2000 },
    { type: 'sunday', from: '00:00:00', to: '24:00:00', price: 0 },
    { type: 'holiday', from: '00:00:00', to: '24:00:00', price: 0 },
  ]);
});
beforeEach(() => clock.set(permTime('2026-11-23', '10:00')));

const cost = (body: Record<string, unknown>, city = perm, token = driver.token) =>
  api(city).post('/api/payment/cost', { Token: token, Zone: '101', ParkingCode: '', Duration: 60, Vehicle: vehicle('А123ВС159'), ...body });

describe('POST /api/payment/cost', () => {
  it('prices an hour in zone 101 from now and sets it against the balance', async () => {
    clock.set(permTime('2026-11-23', '10:00:40'));
    const answer = await cost({});
    expect(ZCostResponse.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({
      status: 'ok',
      totalcost: 60,
      totaldiscount: 0,
      benefit: '',
      balance: 50,
      refill: 10,
      // The start is cut to the minute.
      intervals: [{ from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T06:00:00.000Z', daycode: 'default', minutes: 60, price: 60, cost: 60 }],
    });
    expect(await cost({ Duration: 30 })).toMatchObject({ totalcost: 30, balance: 50, refill: 0 });
  });

  it('finds the zone by its parking code too, and both must match when both are sent', async () => {
    expect(await cost({ Zone: '', ParkingCode: 'P101' })).toMatchObject({ status: 'ok', totalcost: 60 });
    expect(await cost({ Zone: '101', ParkingCode: 'P101' })).toMatchObject({ status: 'ok', totalcost: 60 });
    expect(await cost({ Zone: '101', ParkingCode: 'P102' })).toMatchObject({ errorName: 'ZoneNotFound' });
  });

  it('cuts the session where the price changes', async () => {
    clock.set(permTime('2026-11-23', '19:30'));
    const answer = await cost({ Zone: '900' });
    expect(answer).toMatchObject({ totalcost: 20 });
    expect((answer.intervals as { minutes: number; price: number }[]).map((i) => [i.minutes, i.price])).toEqual([
      [30, 40],
      [30, 0],
    ]);
    // Wednesday 4 November 2026 is a public holiday: free all day.
    clock.set(permTime('2026-11-04', '12:00'));
    expect(await cost({ Zone: '900' })).toMatchObject({ totalcost: 0, refill: 0 });
    clock.set(permTime('2026-11-05', '12:00'));
    expect(await cost({ Zone: '900' })).toMatchObject({ totalcost: 40 });
  });

  it.each([
    [{ Zone: '', ParkingCode: '' }, { errorName: 'NoZoneSelected' }],
    [{ Zone: '99999' }, { errorName: 'ZoneNotFound' }],
    [{ Zone: '', ParkingCode: 'P99999' }, { errorName: 'ZoneNotFound' }],
    [{ Duration: '' }, { errorName: 'NoDurationSelected' }],
    [{ Duration: 0 }, { errorName: 'NoDurationSelected' }],
    [{ Duration: 10 }, { errorName: 'ValidationError', fields: { Duration: 'InvalidFormat' } }],
    [{ Duration: 1455 }, { errorName: 'ValidationError', fields: { Duration: 'InvalidFormat' } }],
    [{ Duration: 20 }, { errorName: 'ValidationError', fields: { Duration: 'InvalidFormat' } }],
    [{ Duration: 'час' }, { errorName: 'ValidationError', fields: { Duration: 'InvalidFormat' } }],
    [{ Vehicle: vehicle('  ') }, { errorName: 'EmptyTs' }],
    [{ Vehicle: vehicle('АБВ') }, { errorName: 'ValidationError', fields: { Vehicle: 'InvalidFormat' } }],
    [{ Vehicle: vehicle('А123ВС15999') }, { errorName: 'ValidationError', fields: { Vehicle: 'InvalidFormat' } }],
    [{ Vehicle: vehicle('А123ВС159', 'A') }, { errorName: 'ValidationError', fields: { Vehicle: 'ValidationError' } }],
    [{ Vehicle: vehicle('А123ВС159', 'Z') }, { errorName: 'ValidationError' }],
    [{ Token: 'unknown' }, { errorName: 'TokenNotFound' }],
    [{ ReservationId: 999999 }, { errorName: 'ParkingSessionNotFound' }],
  ])('answers %o with %o', async (patch, answer) => {
    expect(await cost(patch)).toMatchObject({ status: 'error', ...answer });
  });

  it('asks for a vehicle when none is sent, and checks the zone and duration first', async () => {
    expect(await api(perm).post('/api/payment/cost', { Token: driver.token, Zone: '101', Duration: 60 })).toMatchObject({ errorName: 'EmptyTs' });
    expect(await cost({ Zone: '', Duration: '', Vehicle: vehicle('') })).toMatchObject({ errorName: 'NoZoneSelected' });
    expect(await cost({ Duration: '', Vehicle: vehicle('') })).toMatchObject({ errorName: 'NoDurationSelected' });
  });

  it('accepts plates in Latin look-alikes, motorcycles with category A, and foreign plates', async () => {
    expect(await cost({ Vehicle: vehicle('a123bc159') })).toMatchObject({ status: 'ok' });
    expect(await cost({ Vehicle: vehicle('1234АМ59', 'A') })).toMatchObject({ status: 'ok' });
    expect(await cost({ Vehicle: vehicle('KA1234AB', 'B', 'foreign') })).toMatchObject({ status: 'ok' });
  });
});

describe('post-payment cost (timestart)', () => {
  it('prices today from the named start, cut to the minute, with or without an offset', async () => {
    const answer = await cost({ timestart: '2026-11-23T08:00:45+05:00' });
    expect(answer).toMatchObject({ status: 'ok', totalcost: 60 });
    expect((answer.intervals as { from: string }[])[0]!.from).toBe('2026-11-23T03:00:00.000Z');
    // Without an offset the time is read on the city's clock.
    const local = await cost({ timestart: '2026-11-23T08:00' });
    expect((local.intervals as { from: string }[])[0]!.from).toBe('2026-11-23T03:00:00.000Z');
    expect(await cost({ timestart: '2026-11-23T05:00:00.000Z' })).toMatchObject({ status: 'ok' });
  });

  it("prices yesterday in the city that allows it, on yesterday's day type", async () => {
    // Sunday 22 November: free in zone 900, paid in zone 101.
    expect(await cost({ Zone: '900', timestart: '2026-11-22T12:00:00+05:00' })).toMatchObject({ status: 'ok', totalcost: 0 });
    expect(await cost({ timestart: '2026-11-22T23:30:00+05:00' })).toMatchObject({ status: 'ok', totalcost: 60 });
  });

  it('refuses a start in the future, before yesterday, or unreadable', async () => {
    expect(await cost({ timestart: '2026-11-23T10:01:00+05:00' })).toMatchObject({ errorName: 'FuturePost' });
    expect(await cost({ timestart: '2026-11-21T23:59:00+05:00' })).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await cost({ timestart: 'вчера' })).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await cost({ timestart: '2026-13-45T10:00:00Z' })).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
  });

  it('refuses post-payment in a city whose settings do not offer it', async () => {
    const other = await newDriver(sevastopol);
    const body = { Zone: '9201', timestart: new Date(clock.now().getTime() - 3_600_000).toISOString() };
    expect(await cost(body, sevastopol, other.token)).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await cost({ Zone: '9201' }, sevastopol, other.token)).toMatchObject({ status: 'ok', totalcost: 60, balance: 0, refill: 60 });
  });
});

describe('extension cost (ReservationId)', () => {
  it("prices the extension from the session's end; an ended or foreign session is refused", async () => {
    const started = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 30,
      Vehicle: vehicle('В777ОР159'),
    });
    expect(started).toMatchObject({ status: 'ok' });
    const extension = await cost({ ReservationId: started.sessionId, Duration: 60, Zone: '', Vehicle: vehicle('') });
    expect(extension).toMatchObject({ status: 'ok', totalcost: 60, balance: 20, refill: 40 });
    expect((extension.intervals as { from: string }[])[0]!.from).toBe('2026-11-23T05:30:00.000Z');
    expect(await cost({ ReservationId: started.sessionId, Duration: 0 })).toMatchObject({ errorName: 'NoDurationSelected' });

    const stranger = await newDriver(perm);
    expect(await cost({ ReservationId: started.sessionId }, perm, stranger.token)).toMatchObject({ errorName: 'ParkingSessionNotFound' });

    clock.set(permTime('2026-11-23', '10:30'));
    expect(await cost({ ReservationId: started.sessionId })).toMatchObject({ errorName: 'ParkingSessionIsOver' });
  });
});
