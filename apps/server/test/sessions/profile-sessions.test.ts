import { beforeAll, describe, expect, it } from 'vitest';
import { ZGetProfileResponse, type TProfile } from '@city-parking/contract/profile/get-profile';
import { api, newDriver, permTime, vehicle, type TestDriver } from './session-fixtures.ts';
import { testClock } from '../helpers/test-clock.ts';
import { testCities } from '../helpers/test-cities.ts';

const clock = testClock(permTime('2026-11-23', '10:00'));
const [perm] = testCities({ now: clock.now });
let driver: TestDriver;
beforeAll(async () => {
  driver = await newDriver(perm, 50_000);
});

const profile = async (language = 'ru') => {
  const answer = await api(perm, language).get('/api/profile/get-profile', { token: driver.token });
  expect(ZGetProfileResponse.safeParse(answer).success).toBe(true);
  return (answer.result as TProfile).sessions;
};
const start = (plate: string, minutes: number, extra: Record<string, unknown> = {}) =>
  api(perm).post<{ sessionId: number }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: minutes,
    Vehicle: vehicle(plate),
    PaymentService: 'balance',
    ...extra,
  });

describe('sessions in get-profile', () => {
  it("lists the driver's running sessions, soonest end first, in the profile's shape", async () => {
    expect(await profile()).toEqual([]);
    const long = await start('Т100ТТ159', 120);
    const short = await start('KA1234AB', 60, { Vehicle: vehicle('KA1234AB', 'B', 'foreign') });
    // A post-payment that has already ended is not running.
    await start('Т101ТТ159', 60, { timestart: '2026-11-23T07:00:00+05:00' });

    expect(await profile()).toEqual([
      {
        id: short.sessionId,
        reservationId: short.sessionId,
        transport: { numberTs: 'KA1234AB', category: 'B', numberFormat: 'foreign' },
        zone: '101',
        zoneName: 'Зона 101',
        parkingCode: 'P101',
        startDate: '2026-11-23T05:00:00.000Z',
        endDate: '2026-11-23T06:00:00.000Z',
        status: 'active',
        paid: 60,
        amountToPay: 0,
      },
      expect.objectContaining({
        id: long.sessionId,
        endDate: '2026-11-23T07:00:00.000Z',
        paid: 120,
        transport: { numberTs: 'Т100ТТ159', category: 'B', numberFormat: 'rus' },
      }),
    ]);
    expect((await profile('en')).map((s) => s.zoneName)).toEqual(['Zone 101', 'Zone 101']);
  });

  it('drops a session once it is cancelled or has ended', async () => {
    const [first, second] = await profile();
    expect(await api(perm).post('/api/payment/cancel', { Token: driver.token, ReservationId: second!.id })).toMatchObject({ status: 'ok' });
    expect((await profile()).map((s) => s.id)).toEqual([first!.id]);
    clock.set(permTime('2026-11-23', '11:00'));
    expect(await profile()).toEqual([]);
  });
});
