import { beforeAll, describe, expect, it } from 'vitest';
import { ZGuestCostResponse, ZGuestStartResponse } from '@city-parking/contract/payments/guest';
import { type TestCity } from '../../helpers/create-test-city.ts';
import { api, permTime, sandbox, vehicle } from '../session-fixtures.ts';
import { guestSessions, guestStart, guestToken, setSettings } from './guest-fixtures.ts';
import { testCitiesAt } from '../../helpers/test-cities.ts';

const moscowTime = (date: string, time: string) => permTime(date, time, 'Europe/Moscow');
// Monday 23 November 2026, 10:00 in Sevastopol and Rostov.
const {
  clock,
  cities: [sevastopol, rostov],
} = testCitiesAt(moscowTime('2026-11-23', '10:00'), { city: 'sevastopol' }, { city: 'rostov' });
let token: string;
beforeAll(async () => {
  token = await guestToken(sevastopol);
});

const paymentOf = (city: TestCity, redirectUrl: string) =>
  city.db
    .selectFrom('provider_payment')
    .select(['driver_id', 'purpose', 'amount', 'method', 'phone', 'status', 'details'])
    .where('id', '=', redirectUrl.split('/').pop()!)
    .executeTakeFirstOrThrow();

describe('guest payment today (Sevastopol)', () => {
  it('prices a start with no balance to pay from', async () => {
    const answer = await api(sevastopol).post('/api/payment/cost', { Token: token, Zone: '9201', Duration: 90, Vehicle: vehicle('Е200ЕЕ92') });
    expect(ZGuestCostResponse.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({ status: 'ok', totalcost: 90, balance: 0, refill: 90 });
  });

  it("sends the guest to pay; the completed payment starts a session without a driver, with the payer's phone", async () => {
    const answer = await guestStart(sevastopol, token, 'Е201ЕЕ92');
    expect(ZGuestStartResponse.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({ status: 'ok', RedirectURL: expect.stringMatching(/^\/city\/sevastopol\/sandbox\/pay\/[\w-]+$/) });
    // A card payment does not carry the phone itself: SMS replies find phone-method payments by it.
    expect(await paymentOf(sevastopol, answer.RedirectURL)).toMatchObject({
      driver_id: null,
      purpose: 'start',
      amount: 6000,
      method: 'card',
      phone: null,
      status: 'wait',
      details: { payerPhone: '79221000001', plate: 'Е201ЕЕ92', minutes: 60 },
    });
    expect((await guestSessions(sevastopol)).filter((s) => s.plate === 'Е201ЕЕ92')).toEqual([]);

    clock.set(moscowTime('2026-11-23', '10:03:30'));
    const paid = await Promise.all(Array.from({ length: 5 }, () => sandbox(sevastopol, answer.RedirectURL, 'pay')));
    expect(paid.every((p) => String(p.headers.location).includes('status=done'))).toBe(true);
    await sandbox(sevastopol, answer.RedirectURL, 'pay');
    expect((await guestSessions(sevastopol)).filter((s) => s.plate === 'Е201ЕЕ92')).toEqual([
      {
        id: expect.any(Number),
        plate: 'Е201ЕЕ92',
        kind: 'payment',
        status: 'active',
        start_at: moscowTime('2026-11-23', '10:03'),
        end_at: moscowTime('2026-11-23', '11:03'),
        paid: 6000,
        payer_phone: '79221000001',
      },
    ]);
    // The plate is parked now: a second guest payment is refused before paying.
    expect(await guestStart(sevastopol, token, 'Е201ЕЕ92')).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
  });

  it("refunds a guest's payment whose plate was parked meanwhile: a guest has no balance to keep it on", async () => {
    const first = await guestStart(sevastopol, token, 'Е204ЕЕ92');
    const second = await guestStart(sevastopol, token, 'Е204ЕЕ92', { phone: '+7 922 100-00-04' });
    expect((await sandbox(sevastopol, first.RedirectURL, 'pay')).headers.location).toContain('status=done');
    expect((await sandbox(sevastopol, second.RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await paymentOf(sevastopol, second.RedirectURL)).toMatchObject({ status: 'refunded' });
    expect((await guestSessions(sevastopol)).filter((s) => s.plate === 'Е204ЕЕ92')).toMatchObject([{ paid: 6000, payer_phone: '79221000001' }]);
  });

  it('needs a provider method and an 11-digit phone', async () => {
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { PaymentService: 'balance' })).toMatchObject({ errorName: 'NotSelectedPaymentService' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { PaymentService: '' })).toMatchObject({ errorName: 'NotSelectedPaymentService' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { PaymentService: 'bitcoin' })).toMatchObject({ errorName: 'PaymentServiceNotFound' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { phone: '' })).toMatchObject({ errorName: 'PhoneEmpty' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { phone: '7' })).toMatchObject({ errorName: 'PhoneEmpty' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { phone: '+7 922 100' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { phone: 'InvalidFormat' },
    });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { phone: '19221000001' })).toMatchObject({ errorName: 'ValidationError' });
    expect(await guestStart(sevastopol, token, 'Е202ЕЕ92', { Duration: '' })).toMatchObject({ errorName: 'NoDurationSelected' });
    const guestPayments = await sevastopol.db.selectFrom('provider_payment').select('details').where('driver_id', 'is', null).execute();
    expect(guestPayments.filter((p) => p.details.plate === 'Е202ЕЕ92')).toEqual([]);
  });

  it("charges the guest's phone with a phone method and starts nothing when declined", async () => {
    const answer = await guestStart(sevastopol, token, 'Е203ЕЕ92', { PaymentService: 'mobile', phone: '8 (922) 100-00-03' });
    expect(answer).toMatchObject({ status: 'ok', RedirectURL: expect.any(String) });
    const [payment] = await sevastopol.db
      .selectFrom('provider_payment')
      .select(['id', 'phone'])
      .where('driver_id', 'is', null)
      .where('method', '=', 'mobile')
      .execute();
    expect(payment).toMatchObject({ phone: '79221000003' });
    await sevastopol.app.inject({ method: 'POST', url: sevastopol.api('/dev/outbox/reply'), payload: { from: '79221000003', text: '0' } });
    expect((await guestSessions(sevastopol)).filter((s) => s.plate === 'Е203ЕЕ92')).toEqual([]);
  });
});

describe('guest post-payment (Rostov, paying by parking id)', () => {
  const start = (guest: string, plate: string, patch: Record<string, unknown>) =>
    guestStart(rostov, guest, plate, { Zone: '', ParkingCode: 'P6101', Duration: 120, ...patch });

  it("follows the drivers' time rules", async () => {
    const guest = await guestToken(rostov);
    // Rostov offers no post-payment until the operator turns it on.
    expect(await start(guest, 'Р300РР161', { timestart: '2026-11-23T07:00' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { timestart: 'InvalidFormat' },
    });
    await setSettings(rostov, { usePostPayment: true });
    expect(await start(guest, 'Р300РР161', { timestart: '2026-11-23T10:30' })).toMatchObject({ errorName: 'FuturePost' });
    expect(
      await api(rostov).post('/api/payment/cost', {
        Token: guest,
        ParkingCode: 'P6101',
        Duration: 60,
        Vehicle: vehicle('Р300РР161'),
        timestart: '2026-11-23T10:30',
      }),
    ).toMatchObject({ errorName: 'FuturePost' });
    expect(await start(guest, 'Р300РР161', { timestart: '2026-11-22T21:00' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { timestart: 'InvalidFormat' },
    });

    const answer = await start(guest, 'Р300РР161', { timestart: '2026-11-23T07:00' });
    expect(answer).toMatchObject({ status: 'ok', RedirectURL: expect.stringMatching(/^\/city\/rostov\/sandbox\/pay\//) });
    clock.advance(10);
    await sandbox(rostov, answer.RedirectURL, 'pay');
    expect(await guestSessions(rostov)).toMatchObject([
      {
        plate: 'Р300РР161',
        kind: 'postPayment',
        start_at: moscowTime('2026-11-23', '07:00'),
        end_at: moscowTime('2026-11-23', '09:00'),
        paid: 12_000,
        payer_phone: '79221000001',
      },
    ]);

    await setSettings(rostov, { usePostPaymentYesterday: true });
    expect(await start(guest, 'Р301РР161', { timestart: '2026-11-22T21:00' })).toMatchObject({ status: 'ok', RedirectURL: expect.any(String) });
  });

  it('starts a guest session today in a city without a balance', async () => {
    const guest = await guestToken(rostov);
    const answer = await start(guest, 'Р302РР161', { Duration: 60 });
    await sandbox(rostov, answer.RedirectURL, 'pay');
    expect((await guestSessions(rostov)).filter((s) => s.plate === 'Р302РР161')).toMatchObject([{ kind: 'payment', status: 'active', paid: 6000 }]);
  });
});
