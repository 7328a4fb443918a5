import { beforeAll, describe, expect, it } from 'vitest';
import { ZEndNoBalanceResponse, ZStartNoBalanceResponse } from '@city-parking/contract/payments/no-balance';
import { ZSession } from '@city-parking/contract/payments/parking-session';
import { createTestCity } from '../../helpers/create-test-city.ts';
import { addZone, api, newDriver, permTime, vehicle } from '../session-fixtures.ts';
import { noBalanceCalls, rostovTime } from './no-balance-fixtures.ts';
import { testCityAt } from '../../helpers/test-cities.ts';

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
  await addZone(rostov, '690', [...day('default'), ...day('saturday'), ...day('sunday'), ...day('holiday')]);
});

describe('start/stop sessions in a city without a balance (Rostov)', () => {
  it('starts unpaid and open-ended, and charges the tariff from start to stop across a price change', async () => {
    const driver = await newDriver(rostov);
    clock.set(rostovTime('2026-11-23', '19:30:20'));
    const started = await calls.start(driver, 'Р690РР161', { ParkingCode: 'P690' });
    expect(ZStartNoBalanceResponse.safeParse(started).success).toBe(true);
    expect(await calls.row(started.sessionId)).toEqual({
      status: 'active',
      start_at: rostovTime('2026-11-23', '19:30'),
      end_at: null,
      amount_to_pay: 0,
      paid: 0,
    });
    const [listed] = await calls.profileSessions(driver);
    expect(ZSession.safeParse(listed).success).toBe(true);
    expect(listed).toMatchObject({
      id: started.sessionId,
      status: 'active',
      openEnded: true,
      endDate: '',
      startDate: '2026-11-23T16:30:00.000Z',
      amountToPay: 0,
      zone: '690',
    });
    expect(await rostov.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driver.id).execute()).toEqual([]);

    // 41 minutes begun: 30 at 40 ₽/h until 20:00, then 11 free.
    clock.set(rostovTime('2026-11-23', '20:10:05'));
    const stopped = await calls.postpone(driver, started.sessionId);
    expect(ZEndNoBalanceResponse.safeParse(stopped).success).toBe(true);
    expect(stopped).toEqual({ status: 'ok', amountToPay: 20, RedirectURL: expect.stringMatching(/^\/city\/rostov\/sandbox\/pay\/[\w-]+$/) });
    expect((await rostov.app.inject({ url: stopped.RedirectURL })).body).toContain('20,00\u00A0₽');
    expect(await calls.row(started.sessionId)).toEqual({
      status: 'waiting',
      start_at: rostovTime('2026-11-23', '19:30'),
      end_at: rostovTime('2026-11-23', '20:11'),
      amount_to_pay: 2000,
      paid: 0,
    });
    expect(
      await rostov.db.selectFrom('provider_payment').select(['purpose', 'amount', 'details', 'status']).where('driver_id', '=', driver.id).execute(),
    ).toEqual([{ purpose: 'deferred', amount: 2000, details: { sessionId: started.sessionId }, status: 'wait' }]);
  });

  it('charges by the minute begun inside one price', async () => {
    const driver = await newDriver(rostov);
    const { sessionId } = await calls.start(driver, 'Р691РР161', { ParkingCode: 'P690' });
    // 45 min 30 s: 46 minutes at 40 ₽/h, floored to kopecks.
    clock.set(rostovTime('2026-11-23', '10:45:30'));
    expect(await calls.breakOff(driver, sessionId)).toMatchObject({ status: 'ok', amountToPay: 30.66 });
  });

  it('lists the active and the waiting sessions in the profile, running ones without an end', async () => {
    const driver = await newDriver(rostov);
    const first = await calls.start(driver, 'Р692РР161');
    const second = await calls.start(driver, 'Р693РР161');
    clock.advance(30);
    await calls.postpone(driver, first.sessionId);
    const sessions = await calls.profileSessions(driver);
    expect(sessions.every((s) => ZSession.safeParse(s).success)).toBe(true);
    expect(sessions).toMatchObject([
      { id: second.sessionId, status: 'active', openEnded: true, endDate: '', amountToPay: 0, transport: { numberTs: 'Р693РР161' } },
      { id: first.sessionId, status: 'waiting', endDate: '2026-11-23T07:30:00.000Z', amountToPay: 30, paid: 0, transport: { numberTs: 'Р692РР161' } },
    ]);
    expect(sessions[1]).not.toHaveProperty('openEnded');
  });

  it('closes a session that cost nothing as done and answers ParkingSessionWasFree, whatever the method', async () => {
    const driver = await newDriver(rostov);
    clock.set(rostovTime('2026-11-23', '21:00'));
    const { sessionId } = await calls.start(driver, 'Р694РР161', { ParkingCode: 'P690' });
    clock.advance(30);
    expect(await calls.postpone(driver, sessionId, { PaymentService: '' })).toMatchObject({ status: 'error', errorName: 'ParkingSessionWasFree' });
    expect(await calls.row(sessionId)).toMatchObject({ status: 'done', amount_to_pay: 0, paid: 0 });
    expect(await calls.profileSessions(driver)).toEqual([]);
    expect(await rostov.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driver.id).execute()).toEqual([]);
    // The plate is free again at once.
    expect(await calls.start(driver, 'Р694РР161', { ParkingCode: 'P690' })).toMatchObject({ status: 'ok' });
  });

  it('refuses a wrong method without stopping the session', async () => {
    const driver = await newDriver(rostov);
    const { sessionId } = await calls.start(driver, 'Р695РР161');
    clock.advance(15);
    expect(await calls.postpone(driver, sessionId, { PaymentService: '' })).toMatchObject({ errorName: 'NotSelectedPaymentService' });
    expect(await calls.postpone(driver, sessionId, { PaymentService: 'balance' })).toMatchObject({ errorName: 'NotSelectedPaymentService' });
    expect(await calls.breakOff(driver, sessionId, { PaymentService: 'bitcoin' })).toMatchObject({ errorName: 'PaymentServiceNotFound' });
    expect(await calls.breakOff(driver, sessionId, { PaymentService: 'mobile', phone: '12' })).toMatchObject({ errorName: 'PhoneEmpty' });
    expect(await calls.row(sessionId)).toMatchObject({ status: 'active', end_at: null });
    // A phone method without a phone charges the profile's main phone.
    expect(await calls.breakOff(driver, sessionId, { PaymentService: 'mobile' })).toMatchObject({ status: 'ok', amountToPay: 15 });
    const main = await rostov.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
    expect(await rostov.db.selectFrom('provider_payment').select(['method', 'phone']).where('driver_id', '=', driver.id).execute()).toEqual([
      { method: 'mobile', phone: main.phone },
    ]);
  });

  it('stops a session once, and only its own driver can', async () => {
    const driver = await newDriver(rostov);
    const other = await newDriver(rostov);
    const { sessionId } = await calls.start(driver, 'Р696РР161');
    clock.advance(20);
    expect(await calls.postpone(other, sessionId)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await calls.postpone(driver, 999_999)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await calls.postpone(driver, '' as unknown as number)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    const answers = await Promise.all([calls.postpone(driver, sessionId), calls.breakOff(driver, sessionId), calls.postpone(driver, sessionId)]);
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a.errorName === 'ParkingSessionIsOver')).toHaveLength(2);
    expect(await rostov.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driver.id).execute()).toHaveLength(1);
  });

  it('checks the start like a paid one and keeps the plate parked while the session runs', async () => {
    const driver = await newDriver(rostov);
    expect(await calls.start(driver, 'Р697РР161', { ParkingCode: '' })).toMatchObject({ errorName: 'NoZoneSelected' });
    expect(await calls.start(driver, 'Р697РР161', { ParkingCode: 'P9999' })).toMatchObject({ errorName: 'ZoneNotFound' });
    expect(await calls.start(driver, '')).toMatchObject({ errorName: 'EmptyTs' });
    const { sessionId } = await calls.start(driver, 'Р697РР161', { RequestId: 'r-1' });
    expect(await calls.start(driver, 'Р697РР161', { RequestId: 'r-1' })).toEqual({ status: 'ok', sessionId });
    expect(await calls.start(driver, 'Р697РР161')).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    // Nor can the plate be paid for ahead through a provider while it runs.
    const paid = await api(rostov).post('/api/payment/start', {
      Token: driver.token,
      ParkingCode: 'P6101',
      Duration: 60,
      Vehicle: vehicle('Р697РР161'),
      PaymentService: 'card',
    });
    expect(paid).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    // A running session is stopped, not extended or refunded.
    expect(await api(rostov).post('/api/payment/renew', { Token: driver.token, ReservationId: sessionId, Duration: 60, PaymentService: 'card' })).toMatchObject(
      { errorName: 'ParkingSessionIsOver' },
    );
    expect(await api(rostov).post('/api/payment/cancel', { Token: driver.token, ReservationId: sessionId })).toMatchObject({
      errorName: 'ParkingSessionIsOver',
    });
  });

  it('refuses a guest token on the driver calls', async () => {
    const { token } = await api(rostov).post<{ token: string }>('/api/auth/guest');
    const guest = { id: 0, token };
    expect(await calls.start(guest, 'Р698РР161')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await calls.postpone(guest, 1)).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await calls.breakOff(guest, 1)).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await calls.payDeferred(guest, 1)).toMatchObject({ errorName: 'TokenNotFound' });
  });
});

describe('start/v2 and cancel/v2 in a city with a balance (Perm)', () => {
  it('keep the paid start with a duration and the refund cancel', async () => {
    const perm = await createTestCity({ now: () => permTime('2026-11-23', '10:00') });
    try {
      const driver = await newDriver(perm, 10_000);
      const started = await api(perm).post<{ sessionId: number }>('/api/payment/start/v2', {
        Token: driver.token,
        Zone: '101',
        Duration: 60,
        Vehicle: vehicle('К200КК159'),
        PaymentService: 'balance',
      });
      expect(started).toMatchObject({ status: 'ok', sessionId: expect.any(Number), confirmation: { kind: 'start' } });
      expect(await api(perm).post('/api/payment/cancel/v2', { Token: driver.token, OrderId: started.sessionId })).toEqual({ status: 'ok', refund: 60 });
    } finally {
      await perm.close();
    }
  });
});
