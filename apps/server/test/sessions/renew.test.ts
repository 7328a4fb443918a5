import { describe, expect, it } from 'vitest';
import { api, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox, sessionsOf, vehicle, type TestDriver } from './session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

let plates = 0;

/** A driver with an hour parked in zone 101 from 10:00 (paid 60 ₽) and `left` kopecks on the balance. */
async function parked(left: number) {
  const driver = await newDriver(perm, 6000 + left);
  plates += 1;
  const { sessionId } = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(`М${String(plates).padStart(3, '0')}ММ159`),
    PaymentService: 'balance',
  });
  return { driver, sessionId };
}

const renew = (driver: TestDriver, patch: Record<string, unknown>) =>
  api(perm).post<{ sessionId: number; RedirectURL: string }>('/api/payment/renew', { Token: driver.token, Duration: 30, PaymentService: 'balance', ...patch });
const endOf = async (id: number) =>
  await perm.db.selectFrom('parking_session').select(['end_at', 'paid', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/payment/renew from the balance', () => {
  it('moves the end by the duration and debits its cost from the old end', async () => {
    const { driver, sessionId } = await parked(10_000);
    clock.set(permTime('2026-11-23', '10:20'));
    expect(await api(perm).post('/api/payment/cost', { Token: driver.token, ReservationId: sessionId, Duration: 30 })).toMatchObject({
      totalcost: 30,
      balance: 100,
    });
    expect(await renew(driver, { ReservationId: sessionId })).toMatchObject({ status: 'ok', sessionId });
    expect(await endOf(sessionId)).toEqual({ end_at: new Date('2026-11-23T06:30:00Z'), paid: 9000, status: 'active' });
    expect((await operationsOf(perm, driver.id)).slice(1)).toMatchObject([
      { kind: 'payment', amount: -6000 },
      { kind: 'renew', amount: -3000, session_id: sessionId, idempotency_key: expect.stringMatching(new RegExp(`^renew:${sessionId}:`)) },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(7000);
  });

  it('extends once for one RequestId, also when it arrives twice at the same moment', async () => {
    const { driver, sessionId } = await parked(10_000);
    const answers = await Promise.all([
      renew(driver, { ReservationId: sessionId, RequestId: 'r-1' }),
      renew(driver, { ReservationId: sessionId, RequestId: 'r-1' }),
    ]);
    // The repeated one confirms the first one's extension, not a second debit.
    expect(answers[0]).toMatchObject({ status: 'ok', sessionId, confirmation: { kind: 'renew', end: '2026-11-23T06:30:00.000Z', amount: 30, balance: 70 } });
    expect(answers[1]).toEqual(answers[0]);
    expect(await renew(driver, { ReservationId: sessionId, RequestId: 'r-1' })).toMatchObject({ status: 'ok', sessionId });
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T06:30:00Z'), paid: 9000 });
    // A new RequestId is a new renewal.
    expect(await renew(driver, { ReservationId: sessionId, RequestId: 'r-2' })).toMatchObject({ status: 'ok', sessionId });
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T07:00:00Z'), paid: 12_000 });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(4000);
  });

  it('answers NoMoneyNoHoney and leaves the session as it was', async () => {
    const { driver, sessionId } = await parked(2999);
    expect(await renew(driver, { ReservationId: sessionId })).toMatchObject({ errorName: 'NoMoneyNoHoney' });
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T06:00:00Z'), paid: 6000 });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(2999);
  });

  it("refuses sessions that are not the driver's, not there, ended or cancelled, and bad durations", async () => {
    const { driver, sessionId } = await parked(50_000);
    const stranger = await newDriver(perm, 50_000);
    expect(await renew(stranger, { ReservationId: sessionId })).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await renew(driver, { ReservationId: 987_654 })).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await renew(driver, { ReservationId: '' })).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await renew(driver, { ReservationId: sessionId, Duration: '' })).toMatchObject({ errorName: 'NoDurationSelected' });
    expect(await renew(driver, { ReservationId: sessionId, Duration: 7 })).toMatchObject({
      errorName: 'ValidationError',
      fields: { Duration: 'InvalidFormat' },
    });
    expect(await renew(driver, { ReservationId: sessionId, PaymentService: 'bitcoin' })).toMatchObject({ errorName: 'PaymentServiceNotFound' });

    clock.set(permTime('2026-11-23', '11:00'));
    expect(await renew(driver, { ReservationId: sessionId })).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    clock.set(permTime('2026-11-23', '10:00'));

    const other = await parked(50_000);
    expect(await api(perm).post('/api/payment/cancel', { Token: other.driver.token, ReservationId: other.sessionId })).toMatchObject({ status: 'ok' });
    expect(await renew(other.driver, { ReservationId: other.sessionId })).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T06:00:00Z'), paid: 6000 });
  });
});

describe('renewal paid through a provider', () => {
  it('extends the session when the payment completes, once however often it arrives', async () => {
    const { driver, sessionId } = await parked(0);
    const { RedirectURL } = await renew(driver, { ReservationId: sessionId, PaymentService: 'card', Duration: 60 });
    expect(RedirectURL).toMatch(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/);
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T06:00:00Z') });
    await Promise.all(Array.from({ length: 3 }, () => sandbox(perm, RedirectURL, 'pay')));
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T07:00:00Z'), paid: 12_000, status: 'active' });
    const paymentId = RedirectURL.split('/').pop();
    expect((await operationsOf(perm, driver.id)).slice(2)).toEqual([
      { kind: 'refill', amount: 6000, idempotency_key: `payment:${paymentId}`, session_id: null, payment_id: paymentId },
      { kind: 'renew', amount: -6000, idempotency_key: `renew:${sessionId}:payment:${paymentId}`, session_id: sessionId, payment_id: paymentId },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('extends a session that ran out while the driver paid from the moment the money arrived', async () => {
    const { driver, sessionId } = await parked(0);
    // Asked two minutes before the end, paid twelve minutes later: within the payment's 15 minutes.
    clock.set(permTime('2026-11-23', '10:58'));
    const { RedirectURL } = await renew(driver, { ReservationId: sessionId, PaymentService: 'card', Duration: 30 });
    clock.set(permTime('2026-11-23', '11:10:40'));
    await sandbox(perm, RedirectURL, 'pay');
    expect(await endOf(sessionId)).toMatchObject({ end_at: new Date('2026-11-23T06:40:00Z'), paid: 9000 });
  });

  it('leaves the money on the balance when the session was cancelled before the payment completed', async () => {
    const { driver, sessionId } = await parked(0);
    const { RedirectURL } = await renew(driver, { ReservationId: sessionId, PaymentService: 'card', Duration: 60 });
    const cancelled = await api(perm).post<{ refund: number }>('/api/payment/cancel', { Token: driver.token, ReservationId: sessionId });
    expect(cancelled).toEqual({ status: 'ok', refund: 60 });
    await sandbox(perm, RedirectURL, 'pay');
    expect(await endOf(sessionId)).toMatchObject({ status: 'cancelled', paid: 0 });
    expect(await sessionsOf(perm, driver.id)).toHaveLength(1);
    // 60 ₽ refunded by the cancel plus the 60 ₽ renewal payment that had nothing left to extend.
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(12_000);
  });
});
