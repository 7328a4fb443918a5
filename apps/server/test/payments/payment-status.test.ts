import { describe, expect, it } from 'vitest';
import { ZPaymentStatusResponse } from '@city-parking/contract/payments/payment-status';
import type { TestCity } from '../helpers/create-test-city.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { guestStart, guestToken } from '../sessions/guest/guest-fixtures.ts';
import { api, newDriver, permTime, sandbox, type TestDriver } from '../sessions/session-fixtures.ts';
import { paymentIdOf } from './payment-fixtures.ts';

const {
  clock,
  cities: [perm, sevastopol],
} = testCitiesAt(permTime('2026-11-23', '10:00'), { city: 'perm' }, { city: 'sevastopol' });

const refill = async (driver: TestDriver) =>
  (await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: '100' })).RedirectURL;
const statusOf = (city: TestCity, token: string, url: string) => api(city).get('/api/payment/status', { token, order: paymentIdOf(url) });

describe('the payer reads the status of a payment (the /payment page)', () => {
  it('answers processing while the provider has not decided, then done', async () => {
    const driver = await newDriver(perm);
    const url = await refill(driver);
    const waiting = await statusOf(perm, driver.token, url);
    expect(ZPaymentStatusResponse.safeParse(waiting).success).toBe(true);
    expect(waiting).toEqual({ status: 'ok', result: { status: 'processing' } });
    await sandbox(perm, url, 'pay');
    expect(await statusOf(perm, driver.token, url)).toMatchObject({ status: 'ok', result: { status: 'done' } });
  });

  it('answers failed for a declined payment, expired for one nobody paid in time, refunded for one paid too late', async () => {
    const driver = await newDriver(perm);
    const declined = await refill(driver);
    await sandbox(perm, declined, 'decline');
    expect(await statusOf(perm, driver.token, declined)).toMatchObject({ result: { status: 'failed' } });

    const unpaid = await refill(driver);
    const late = await refill(driver);
    clock.advance(15);
    expect(await statusOf(perm, driver.token, unpaid)).toMatchObject({ result: { status: 'expired' } });
    await sandbox(perm, late, 'pay');
    expect(await statusOf(perm, driver.token, late)).toMatchObject({ result: { status: 'refunded' } });
  });

  it('answers NotFound to anyone but the payer: another driver, a guest, an unknown payment', async () => {
    const url = await refill(await newDriver(perm));
    const other = await newDriver(perm);
    expect(await statusOf(perm, other.token, url)).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await statusOf(perm, await guestToken(perm), url)).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await statusOf(perm, other.token, '/sandbox/pay/no-such-payment')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await statusOf(perm, 'unknown', url)).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    expect(await api(perm).get('/api/payment/status', { token: other.token })).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });

  it('lets a guest read the payments its own token made, and no other guest nor driver', async () => {
    const token = await guestToken(sevastopol);
    const { RedirectURL } = await guestStart(sevastopol, token, 'Е301ЕЕ92');
    expect(await statusOf(sevastopol, token, RedirectURL)).toEqual({ status: 'ok', result: { status: 'processing' } });
    await sandbox(sevastopol, RedirectURL, 'pay');
    expect(await statusOf(sevastopol, token, RedirectURL)).toMatchObject({ status: 'ok', result: { status: 'done' } });

    expect(await statusOf(sevastopol, await guestToken(sevastopol), RedirectURL)).toMatchObject({ errorName: 'NotFound' });
    expect(await statusOf(sevastopol, (await newDriver(sevastopol)).token, RedirectURL)).toMatchObject({ errorName: 'NotFound' });
  });
});
