import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_NO_BALANCE_SESSIONS } from '@city-parking/contract/payments/no-balance';
import { type TestCity } from '../helpers/create-test-city.ts';
import { noBalanceCalls, rostovTime } from './no-balance/no-balance-fixtures.ts';
import { api, newDriver, permTime, sandbox, sessionsOf, vehicle, type TestDriver } from './session-fixtures.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';

// Monday 23 November 2026, 10:00 in Perm (and 08:00 in Rostov).
const {
  clock,
  cities: [perm, rostov],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {}, { city: 'rostov' });

const addCar = (city: TestCity, driver: TestDriver, grz: string) => api(city).post('/api/profile/car', { token: driver.token, grz, category: 'B' });
const start = (driver: TestDriver, plate: string, patch: Record<string, unknown> = {}) =>
  api(perm).post<{ sessionId: number; RedirectURL: string }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(plate),
    PaymentService: 'balance',
    ...patch,
  });

describe('a plate parked by somebody else', () => {
  it("does not lock out the plate's registered owner paying from the balance", async () => {
    const owner = await newDriver(perm, 50_000);
    const stranger = await newDriver(perm, 50_000);
    const third = await newDriver(perm, 50_000);
    expect(await addCar(perm, owner, 'Р555РР159')).toEqual({ status: 'ok' });

    // A stranger parks the owner's plate for a cheap hour.
    expect(await start(stranger, 'Р555РР159')).toMatchObject({ status: 'ok' });
    // Anyone else is still refused, as before.
    expect(await start(third, 'Р555РР159')).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });

    // The owner pays for the car all the same, from the balance...
    const paid = await start(owner, 'Р555РР159');
    expect(paid).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    // ...but not twice over the same time.
    expect(await start(owner, 'Р555РР159')).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
  });

  it('lets the owner pay through a provider, and the completed payment starts the session', async () => {
    const owner = await newDriver(perm);
    const stranger = await newDriver(perm, 50_000);
    expect(await addCar(perm, owner, 'Р556РР159')).toEqual({ status: 'ok' });
    expect(await start(stranger, 'Р556РР159')).toMatchObject({ status: 'ok' });
    const answer = await start(owner, 'Р556РР159', { PaymentService: 'card' });
    expect(answer).toMatchObject({ status: 'ok', RedirectURL: expect.any(String) });
    await sandbox(perm, answer.RedirectURL, 'pay');
    expect(await sessionsOf(perm, owner.id)).toMatchObject([{ plate: 'Р556РР159', status: 'active' }]);
  });
});

describe('sessions paid afterwards (Rostov)', () => {
  beforeEach(() => clock.set(rostovTime('2026-11-23', '10:00')));

  it("lets the owner start although a stranger's open-ended session holds the plate", async () => {
    const calls = noBalanceCalls(rostov);
    const owner = await newDriver(rostov);
    const stranger = await newDriver(rostov);
    expect(await addCar(rostov, owner, 'К100КК161')).toEqual({ status: 'ok' });
    expect(await calls.start(stranger, 'К100КК161')).toMatchObject({ status: 'ok' });
    expect(await calls.start(owner, 'К100КК161')).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
  });

  it(`allows at most ${MAX_OPEN_NO_BALANCE_SESSIONS} running sessions per driver, even when asked at once`, async () => {
    const calls = noBalanceCalls(rostov);
    const driver = await newDriver(rostov);
    const plates = Array.from({ length: MAX_OPEN_NO_BALANCE_SESSIONS + 3 }, (_, i) => `К2${String(i).padStart(2, '0')}КК161`);
    const answers = await Promise.all(plates.map((plate) => calls.start(driver, plate)));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(MAX_OPEN_NO_BALANCE_SESSIONS);
    expect(answers.filter((a) => a.errorName === 'TooManyOpenSessions')).toHaveLength(3);
    // Stopping one frees a place once its payment is made.
    const first = answers.find((a) => a.status === 'ok')!;
    clock.advance(60);
    const stopped = await calls.postpone(driver, first.sessionId);
    expect(await calls.start(driver, 'К299КК161')).toMatchObject({ errorName: 'UnpaidDeferredSessions' });
    await sandbox(rostov, stopped.RedirectURL, 'pay');
    expect(await calls.start(driver, 'К299КК161')).toMatchObject({ status: 'ok' });
  });
});
