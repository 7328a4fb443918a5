import { describe, expect, it } from 'vitest';
import { api, newDriver, vehicle } from '../session-fixtures.ts';
import { guestStart, guestToken } from './guest-fixtures.ts';
import { testCities } from '../../helpers/test-cities.ts';

const [sevastopol, perm] = testCities({ city: 'sevastopol' }, { city: 'perm' });

describe('what a guest token may do', () => {
  it("cannot read a driver's profile or call the driver-only calls", async () => {
    const token = await guestToken(sevastopol);
    const driver = await newDriver(sevastopol, 10_000);
    const call = api(sevastopol);
    expect(await call.get('/api/profile/get-profile-v6', { token })).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    expect(await call.get('/api/profile/get-profile', { token })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await call.put('/api/profile/change-profile', { token, firstname: 'Гость' })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await call.post('/api/payment/refill', { Token: token, PaymentService: 'card', RefillAmount: '100' })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await call.post('/api/payment/renew', { Token: token, ReservationId: 1, Duration: 60, PaymentService: 'card' })).toMatchObject({
      errorName: 'TokenNotFound',
    });
    expect(await call.post('/api/payment/cancel', { Token: token, ReservationId: 1 })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await call.post('/api/payment/deffered/v1', { Token: token, OrderId: 1, PaymentService: 'card' })).toMatchObject({ errorName: 'TokenNotFound' });
    // Nor does a guest's cost see a driver's session or balance.
    const { sessionId } = await call.post<{ sessionId: number }>('/api/payment/start', {
      Token: driver.token,
      Zone: '9201',
      Duration: 60,
      Vehicle: vehicle('Е100ЕЕ92'),
      PaymentService: 'balance',
    });
    expect(await call.post('/api/payment/cost', { Token: token, ReservationId: sessionId, Duration: 60 })).toMatchObject({
      errorName: 'ParkingSessionNotFound',
    });
    expect(await call.post('/api/payment/cost', { Token: token, Zone: '9201', Duration: 60, Vehicle: vehicle('Е101ЕЕ92') })).toMatchObject({
      status: 'ok',
      balance: 0,
    });
    // The driver's own token still reads the profile.
    expect(await call.get('/api/profile/get-profile-v6', { token: driver.token })).toMatchObject({ status: 'ok' });
  });

  it('cannot pay in a city without guest payment', async () => {
    const token = await guestToken(perm);
    expect(await api(perm).post('/api/payment/cost', { Token: token, Zone: '101', Duration: 60, Vehicle: vehicle('Е102ЕЕ159') })).toMatchObject({
      status: 'error',
      errorName: 'AccountNotFound',
    });
    expect(await guestStart(perm, token, 'Е102ЕЕ159', { Zone: '101' })).toMatchObject({ status: 'error', errorName: 'AccountNotFound' });
    expect(await perm.db.selectFrom('provider_payment').select('id').where('driver_id', 'is', null).execute()).toEqual([]);
  });

  it('answers TokenNotFound for an unknown token', async () => {
    expect(await guestStart(sevastopol, 'no-such-token', 'Е103ЕЕ92')).toMatchObject({ errorName: 'TokenNotFound' });
  });
});
