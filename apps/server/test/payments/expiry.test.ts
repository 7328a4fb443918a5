import { describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  ledgerIsConsistent,
  newDriver,
  operationsOf,
  permTime,
  sandbox,
  sessionsOf,
  vehicle,
  type TestDriver,
} from '../sessions/session-fixtures.ts';
import { jobService, paymentIdOf, paymentRow } from './payment-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const TEN = permTime('2026-11-23', '10:00');
const { clock, city: perm } = testCityAt(TEN);

const refill = async (driver: TestDriver, rubles: string) =>
  (await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: rubles })).RedirectURL;

describe('payments that wait too long (15 minutes by default)', () => {
  it('completes a payment in its fifteenth minute', async () => {
    const driver = await newDriver(perm);
    const url = await refill(driver, '100');
    clock.advance(14);
    expect((await sandbox(perm, url, 'pay')).headers.location).toContain('status=done');
    expect(await balanceOf(perm, driver.id)).toBe(10_000);
  });

  it('refunds a top-up paid after its expiry instead of crediting it, once however often it arrives', async () => {
    const driver = await newDriver(perm);
    const url = await refill(driver, '100');
    clock.advance(15);
    expect((await sandbox(perm, url, 'pay')).headers.location).toContain('status=refunded');
    expect((await sandbox(perm, url, 'pay')).headers.location).toContain('status=refunded');
    expect(await paymentRow(perm, paymentIdOf(url))).toMatchObject({ status: 'refunded' });
    expect(await operationsOf(perm, driver.id)).toEqual([]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('starts no session at an old price when the start is paid late; the money goes back', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('К190КК159'),
      PaymentService: 'card',
    });
    clock.advance(40);
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await operationsOf(perm, driver.id)).toEqual([]);
  });

  it('marks a late decline expired, and a payment after it is still refunded', async () => {
    const driver = await newDriver(perm);
    const url = await refill(driver, '70');
    clock.advance(20);
    expect((await sandbox(perm, url, 'decline')).headers.location).toContain('status=expired');
    expect((await sandbox(perm, url, 'pay')).headers.location).toContain('status=refunded');
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('expires waiting payments in the job, page by page, and refunds one that completes afterwards', async () => {
    const driver = await newDriver(perm);
    const urls = [await refill(driver, '10'), await refill(driver, '20'), await refill(driver, '30')];
    clock.advance(5);
    const fresh = await refill(driver, '40');
    clock.advance(11);
    const job = jobService(perm, clock.now, async () => {});
    expect(await job.expireWaiting(2)).toBe(2);
    expect(await job.expireWaiting(2)).toBe(1);
    expect(await job.expireWaiting(2)).toBe(0);
    expect(await Promise.all(urls.map(async (u) => (await paymentRow(perm, paymentIdOf(u))).status))).toEqual(['expired', 'expired', 'expired']);
    expect(await paymentRow(perm, paymentIdOf(fresh))).toMatchObject({ status: 'wait' });
    expect((await sandbox(perm, urls[0]!, 'pay')).headers.location).toContain('status=refunded');
    expect((await sandbox(perm, fresh, 'pay')).headers.location).toContain('status=done');
    expect(await balanceOf(perm, driver.id)).toBe(4000);
  });

  it('keeps a refund the provider did not confirm as refunding, and the job retries it until it does', async () => {
    const driver = await newDriver(perm);
    const url = await refill(driver, '55');
    clock.advance(30);
    let attempts = 0;
    const flaky = jobService(perm, clock.now, async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('provider down');
    });
    expect(await flaky.complete(paymentIdOf(url), 'pay')).toBe('refunding');
    expect(await paymentRow(perm, paymentIdOf(url))).toMatchObject({ status: 'refunding' });
    expect(await flaky.retryRefunds(10)).toBe(1);
    expect(await paymentRow(perm, paymentIdOf(url))).toMatchObject({ status: 'refunding' });
    expect(await flaky.retryRefunds(10)).toBe(1);
    expect(await paymentRow(perm, paymentIdOf(url))).toMatchObject({ status: 'refunded' });
    expect(await flaky.retryRefunds(10)).toBe(0);
    expect(attempts).toBe(3);
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });
});
