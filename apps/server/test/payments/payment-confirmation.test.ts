import { describe, expect, it } from 'vitest';
import { ZPaymentStatusResponse } from '@city-parking/contract/payments/payment-status';
import { ZStartResponse } from '@city-parking/contract/payments/session-calls';
import type { TestCity } from '../helpers/create-test-city.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { guestStart, guestToken } from '../sessions/guest/guest-fixtures.ts';
import { api, balanceOf, newDriver, permTime, sandbox, sessionsOf, vehicle } from '../sessions/session-fixtures.ts';
import { paymentIdOf } from './payment-fixtures.ts';

const {
  cities: [perm, sevastopol],
} = testCitiesAt(permTime('2026-11-23', '10:00'), { city: 'perm' }, { city: 'sevastopol' });

const statusOf = (city: TestCity, token: string, url: string) => api(city).get('/api/payment/status', { token, order: paymentIdOf(url) });
const start = (city: TestCity, token: string, plate: string, patch: Record<string, unknown> = {}) =>
  api(city).post<{ sessionId?: number; RedirectURL?: string; confirmation?: unknown }>('/api/payment/start', {
    Token: token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(plate),
    PaymentService: 'balance',
    ...patch,
  });

describe('the confirmation of what a payment bought', () => {
  it('a start from the balance answers the session, the amount and the balance it left', async () => {
    const driver = await newDriver(perm, 100_000);
    const answer = await start(perm, driver.token, 'М100ММ159');
    expect(ZStartResponse.safeParse(answer).success).toBe(true);
    const [session] = await sessionsOf(perm, driver.id);
    expect(answer).toEqual({
      status: 'ok',
      sessionId: session!.id,
      confirmation: {
        kind: 'start',
        zone: '101',
        parking: 'P101',
        plate: 'М100ММ159',
        start: session!.start_at.toISOString(),
        end: session!.end_at!.toISOString(),
        amount: 60,
        balance: 940,
      },
    });
    expect(await balanceOf(perm, driver.id)).toBe(94_000);
  });

  it('a repeated start confirms the first one, not a second debit', async () => {
    const driver = await newDriver(perm, 100_000);
    const first = await start(perm, driver.token, 'М101ММ159', { RequestId: 'confirm-1' });
    const again = await start(perm, driver.token, 'М101ММ159', { RequestId: 'confirm-1' });
    expect(again).toEqual(first);
    expect(again.confirmation).toMatchObject({ amount: 60, balance: 940 });
  });

  it('an extension from the balance answers the new end and the balance', async () => {
    const driver = await newDriver(perm, 100_000);
    const { sessionId } = await start(perm, driver.token, 'М102ММ159');
    const renewed = await api(perm).post('/api/payment/renew', { Token: driver.token, ReservationId: sessionId, Duration: 30, PaymentService: 'balance' });
    const [session] = await sessionsOf(perm, driver.id);
    expect(renewed).toMatchObject({
      sessionId,
      confirmation: { kind: 'renew', zone: '101', plate: 'М102ММ159', end: session!.end_at!.toISOString(), amount: 30, balance: 910 },
    });
  });

  it('a top-up is confirmed by the status call once done, with the balance after it', async () => {
    const driver = await newDriver(perm, 5_000);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
      Token: driver.token,
      PaymentService: 'card',
      RefillAmount: '100',
    });
    expect(await statusOf(perm, driver.token, RedirectURL)).toEqual({ status: 'ok', result: { status: 'processing' } });
    await sandbox(perm, RedirectURL, 'pay');
    const done = await statusOf(perm, driver.token, RedirectURL);
    expect(ZPaymentStatusResponse.safeParse(done).success).toBe(true);
    expect(done).toEqual({
      status: 'ok',
      result: {
        status: 'done',
        confirmation: {
          kind: 'refill',
          zone: '',
          plate: '',
          start: '',
          end: '',
          amount: 100,
          balance: 150,
          // The card payment's fiscal receipt, issued once the money was taken.
          receiptUrl: expect.stringMatching(/^\/receipt\/[\w-]{22}\?city=perm$/),
        },
      },
    });
  });

  it('a start paid by card is confirmed with its session; a declined one has no confirmation', async () => {
    const driver = await newDriver(perm, 1_000);
    const { RedirectURL } = await start(perm, driver.token, 'М103ММ159', { PaymentService: 'card' });
    await sandbox(perm, RedirectURL!, 'pay');
    const [session] = await sessionsOf(perm, driver.id);
    expect(await statusOf(perm, driver.token, RedirectURL!)).toMatchObject({
      result: {
        status: 'done',
        confirmation: { kind: 'start', zone: '101', plate: 'М103ММ159', start: session!.start_at.toISOString(), amount: 60, balance: 10 },
      },
    });

    const declined = await start(perm, driver.token, 'М104ММ159', { PaymentService: 'card' });
    await sandbox(perm, declined.RedirectURL!, 'decline');
    expect(await statusOf(perm, driver.token, declined.RedirectURL!)).toEqual({ status: 'ok', result: { status: 'failed' } });
  });

  it("a guest's start is confirmed to the guest's token as guest parking, without a balance", async () => {
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await guestStart(sevastopol, token, 'Е310ЕЕ92');
    await sandbox(sevastopol, RedirectURL, 'pay');
    expect(await statusOf(sevastopol, token, RedirectURL)).toMatchObject({
      result: { status: 'done', confirmation: { kind: 'guest', zone: '9201', plate: 'Е310ЕЕ92', amount: 60, balance: null } },
    });
  });
});
