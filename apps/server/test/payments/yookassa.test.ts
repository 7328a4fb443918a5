import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compactUtc } from '@city-parking/contract/payments/payment-from-portal';
import { yookassaClient } from '../../src/modules/payments/providers/yookassa-client.ts';
import { yookassaProvider } from '../../src/modules/payments/providers/yookassa-provider.ts';
import { paymentJobs } from '../../src/modules/payments/payment-jobs.ts';
import { startYooKassaFake, type YooKassaFake } from '../fakes/yookassa-fake.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import { api, balanceOf, ledgerIsConsistent, newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';
import { jobService, paymentRow } from './payment-fixtures.ts';
import { notice, notify, PUBLIC_URL, yookassaCity } from './yookassa-fixtures.ts';
import { testClock } from '../helpers/test-clock.ts';

const TEN = permTime('2026-11-23', '10:00');
const clock = testClock(TEN);
let fake: YooKassaFake;
let perm: TestCity;
beforeAll(async () => {
  fake = await startYooKassaFake();
  perm = await yookassaCity(fake, { now: clock.now });
});
afterAll(async () => {
  await perm.close();
  await fake.close();
});
beforeEach(() => {
  clock.set(TEN);
  fake.failRefunds = false;
});

/** A top-up through YooKassa: our payment id, YooKassa's, and where the browser was sent. */
async function topUp(driver: TestDriver, rubles: string, patch: Record<string, string> = {}) {
  const answer = await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
    Token: driver.token,
    PaymentService: 'card',
    RefillAmount: rubles,
    ...patch,
  });
  const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/payments').at(-1)!;
  const ours = (created.body as { metadata: { paymentId: string } }).metadata.paymentId;
  const { provider_payment_id: remote } = await paymentRow(perm, ours);
  return { answer, ours, remote: remote!, created };
}

const getsOf = (remote: string) => fake.calls.filter((c) => c.method === 'GET' && c.path === `/payments/${remote}`).length;

describe('payments through YooKassa', () => {
  it('creates the payment through the API with our id as the idempotence key, and sends the browser to its page', async () => {
    const driver = await newDriver(perm);
    const { answer, ours, remote, created } = await topUp(driver, '1 234,5');
    expect(answer).toEqual({ status: 'ok', RedirectURL: fake.payments.get(remote)!.confirmation.confirmation_url });
    expect(created).toMatchObject({ idempotenceKey: ours, authorized: true });
    expect(created.body).toEqual({
      amount: { value: '1234.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${PUBLIC_URL}/payment?order=${ours}` },
      description: 'Пополнение баланса',
      metadata: { paymentId: ours },
    });
    expect(await paymentRow(perm, ours)).toMatchObject({ status: 'wait', amount: 123_450 });
  });

  it('asks YooKassa for SBP and for a phone account payment by the method', async () => {
    const driver = await newDriver(perm);
    expect((await topUp(driver, '10', { PaymentService: 'sbp' })).created.body).toMatchObject({ payment_method_data: { type: 'sbp' } });
    expect((await topUp(driver, '10', { PaymentService: 'mobile', phone: '+7 912 555-00-10' })).created.body).toMatchObject({
      payment_method_data: { type: 'mobile_balance', phone: '79125550010' },
    });
  });

  it('completes nothing while the API says the payment is pending, whatever the notification says', async () => {
    const driver = await newDriver(perm);
    const { ours, remote } = await topUp(driver, '300');
    expect((await notify(perm, notice(remote, 'payment.waiting_for_capture'))).json()).toEqual({ status: 'ok', result: 'wait' });
    // A forged notification: its body claims success with our amount; the API is what is believed.
    const forged = notice(remote, 'payment.succeeded', {
      status: 'succeeded',
      paid: true,
      amount: { value: '300.00', currency: 'RUB' },
      metadata: { paymentId: ours },
    });
    const answer = await notify(perm, forged);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', result: 'wait' });
    expect(getsOf(remote)).toBe(2);
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('refuses a succeeded payment of another amount or currency', async () => {
    const driver = await newDriver(perm);
    const { remote } = await topUp(driver, '500');
    fake.setStatus(remote, 'succeeded', { amount: { value: '5.00', currency: 'RUB' } });
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'wait' });
    fake.setStatus(remote, 'succeeded', { amount: { value: '500.00', currency: 'USD' } });
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'wait' });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('credits a succeeded payment once, even when the notification arrives five times, one after another or at once', async () => {
    const driver = await newDriver(perm);
    const { remote, ours } = await topUp(driver, '150');
    fake.setStatus(remote, 'succeeded');
    const together = await Promise.all(Array.from({ length: 5 }, () => notify(perm, notice(remote))));
    expect(together.map((a) => a.json())).toEqual(Array(5).fill({ status: 'ok', result: 'done' }));
    for (let i = 0; i < 5; i += 1) expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'done' });
    expect(await balanceOf(perm, driver.id)).toBe(15_000);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(15_000);
    expect(await paymentRow(perm, ours)).toMatchObject({ status: 'done' });
  });

  it('declines a payment YooKassa canceled', async () => {
    const driver = await newDriver(perm);
    const { remote } = await topUp(driver, '80');
    fake.setStatus(remote, 'canceled');
    expect((await notify(perm, notice(remote, 'payment.canceled'))).json()).toEqual({ status: 'ok', result: 'declined' });
    fake.setStatus(remote, 'succeeded');
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'declined' });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('answers an unknown payment with NotFound without asking the API, and a malformed body with ValidationError', async () => {
    const before = fake.calls.length;
    const unknown = await notify(perm, notice('2f0ad2a4-000f-5000-9000-1b68e7b15f3f'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    for (const body of [{}, { type: 'notification', event: 'payment.succeeded' }, { type: 'other', event: 'x', object: { id: 'a' } }, 'not json']) {
      const answer = await notify(perm, body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    }
    expect(fake.calls.length).toBe(before);
  });

  it('completes a payment from the card page report only as the API says', async () => {
    const driver = await newDriver(perm);
    const { ours, remote } = await topUp(driver, '45');
    const report = () =>
      api(perm).get('/api/payment/payment-from-portal', {
        source: 'widget',
        order: ours,
        billnumber: ours,
        amount: '45.00',
        paymentDate: compactUtc(new Date()),
        status: 'authorized',
      });
    expect(await report()).toEqual({ status: 'ok', result: 'wait' });
    expect(await balanceOf(perm, driver.id)).toBe(0);
    fake.setStatus(remote, 'succeeded');
    expect(await report()).toEqual({ status: 'ok', result: 'done' });
    expect(await balanceOf(perm, driver.id)).toBe(4500);
  });

  it('has no sandbox page outside demo mode', async () => {
    const driver = await newDriver(perm);
    const { ours } = await topUp(driver, '15000');
    for (const method of ['GET', 'POST'] as const) {
      const answer = await perm.app.inject({
        method,
        url: perm.api(`/sandbox/pay/${ours}`),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    }
    expect(await paymentRow(perm, ours)).toMatchObject({ status: 'wait' });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('refunds a payment that succeeded after its expiry through the API, once', async () => {
    const driver = await newDriver(perm);
    const { ours, remote } = await topUp(driver, '99.99');
    clock.advance(16);
    fake.setStatus(remote, 'succeeded');
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'refunded' });
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'refunded' });
    expect(fake.refunds.filter((r) => r.payment_id === remote)).toEqual([
      { id: expect.any(String), payment_id: remote, amount: { value: '99.99', currency: 'RUB' }, status: 'succeeded' },
    ]);
    expect(fake.calls.filter((c) => c.path === '/refunds').at(-1)).toMatchObject({ idempotenceKey: `refund:${ours}`, authorized: true });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('returns a part of a payment under the refund’s own idempotence key', async () => {
    const driver = await newDriver(perm);
    const { ours, remote } = await topUp(driver, '100');
    fake.setStatus(remote, 'succeeded');
    const client = yookassaClient({ apiUrl: fake.apiUrl, shopId: fake.shopId, secretKey: fake.secretKey });
    await yookassaProvider(client, PUBLIC_URL).refund({ id: ours, amount: 2_550, providerPaymentId: remote, key: 'subscription-refund:7' });
    expect(fake.refunds.filter((r) => r.payment_id === remote)).toEqual([
      { id: expect.any(String), payment_id: remote, amount: { value: '25.50', currency: 'RUB' }, status: 'succeeded' },
    ]);
    expect(fake.calls.filter((c) => c.path === '/refunds').at(-1)).toMatchObject({ idempotenceKey: 'subscription-refund:7', authorized: true });
  });

  it('keeps a refund YooKassa failed as refunding, and the job refunds it later', async () => {
    const driver = await newDriver(perm);
    const { ours, remote } = await topUp(driver, '12');
    clock.advance(20);
    fake.setStatus(remote, 'succeeded');
    fake.failRefunds = true;
    expect((await notify(perm, notice(remote))).json()).toEqual({ status: 'ok', result: 'refunding' });
    fake.failRefunds = false;
    const client = yookassaClient({ apiUrl: fake.apiUrl, shopId: fake.shopId, secretKey: fake.secretKey });
    const job = jobService(perm, clock.now, yookassaProvider(client, PUBLIC_URL).refund);
    await job.retryRefunds(50);
    expect(await paymentRow(perm, ours)).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.filter((r) => r.payment_id === remote)).toHaveLength(1);
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('asks YooKassa in the job about payments whose notification never came, and refunds one that succeeded after expiry', async () => {
    const driver = await newDriver(perm);
    const paid = await topUp(driver, '31');
    const late = await topUp(driver, '32');
    fake.setStatus(paid.remote, 'succeeded');
    const client = yookassaClient({ apiUrl: fake.apiUrl, shopId: fake.shopId, secretKey: fake.secretKey });
    const service = jobService(perm, clock.now, yookassaProvider(client, PUBLIC_URL).refund);
    const confirm = paymentJobs(service, client, perm.app.log).find((j) => j.name === 'payments:confirm')!;
    // Each run asks about a page of payments, least recently asked first; earlier tests left some.
    for (let i = 0; i < 10 && (await paymentRow(perm, paid.ours)).status === 'wait'; i += 1) await confirm.run();
    expect(await paymentRow(perm, paid.ours)).toMatchObject({ status: 'done' });
    expect(await balanceOf(perm, driver.id)).toBe(3100);

    clock.advance(16);
    await service.expireWaiting(50);
    expect(await paymentRow(perm, late.ours)).toMatchObject({ status: 'expired' });
    fake.setStatus(late.remote, 'succeeded');
    for (let i = 0; i < 10 && (await paymentRow(perm, late.ours)).status === 'expired'; i += 1) await confirm.run();
    expect(await paymentRow(perm, late.ours)).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.filter((r) => r.payment_id === late.remote)).toHaveLength(1);
    expect(await balanceOf(perm, driver.id)).toBe(3100);
  });

  it('is never accepted by the fake with wrong Basic credentials', async () => {
    const wrong = await fetch(`${fake.apiUrl}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.shopId}:wrong`).toString('base64')}`,
        'idempotence-key': 'k-1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: { value: '1.00', currency: 'RUB' }, confirmation: { type: 'redirect', return_url: 'x' } }),
    });
    expect(wrong.status).toBe(401);
    const other = await yookassaCity(fake, { secretKey: 'not-the-key' });
    try {
      const payments = fake.payments.size;
      const driver = await newDriver(other);
      expect(await api(other).post('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: '10' })).toMatchObject({
        status: 'error',
        errorName: 'PaymentServiceError',
      });
      expect(fake.calls.at(-1)).toMatchObject({ path: '/payments', authorized: false });
      expect(fake.payments.size).toBe(payments);
    } finally {
      await other.close();
    }
  });
});

describe('YooKassa out of reach', () => {
  it('answers its notification 503 so that YooKassa delivers it again, and completes nothing', async () => {
    const down = await startYooKassaFake();
    const city = await yookassaCity(down);
    try {
      const driver = await newDriver(city);
      await api(city).post('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: '25' });
      const [remote] = [...down.payments.keys()];
      down.setStatus(remote!, 'succeeded');
      await down.close();
      const answer = await notify(city, notice(remote!));
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'PaymentServiceError' });
      expect(await balanceOf(city, driver.id)).toBe(0);
    } finally {
      await city.close();
    }
  });
});
