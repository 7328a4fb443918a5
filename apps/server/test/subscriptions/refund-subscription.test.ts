import { describe, expect, it } from 'vitest';
import { ZSubscriptionRefundResponse } from '@city-parking/contract/subscriptions/subscription-actions';
import { subscriptionActionsService } from '../../src/modules/subscriptions/subscription-actions-service.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { jobService, paymentIdOf } from '../payments/payment-fixtures.ts';
import { api, balanceOf, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { act, benefitsOf, buy, flagsOf, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const refund = (driver: TestDriver, orderNum: string) => act(perm, driver.token, '/backend/v2/refund', { orderNum });

/** A subscription bought through the sandbox by a driver with nothing on the balance. */
async function paidByCard(code: string, plate: string, start: string) {
  const driver = await newDriver(perm);
  const { RedirectURL } = await buy(perm, driver, code, plate, start, { paymentService: 'card' });
  await sandbox(perm, RedirectURL!, 'pay');
  const [row] = await subscriptionsOf(perm, driver.id);
  return { driver, orderNum: String(row!.id), paymentId: paymentIdOf(RedirectURL!) };
}

/** The discount the cost rule gives `plate` for an hour in zone 101 from now. */
const discountNow = async (driver: TestDriver, plate: string) =>
  (
    await api(perm).post<{ totaldiscount: number }>('/api/payment/cost', {
      Token: driver.token,
      Zone: '101',
      ParkingCode: '',
      Duration: 60,
      Vehicle: vehicle(plate),
    })
  ).totaldiscount;

const history = (driverId: number) =>
  perm.db.selectFrom('operation').select(['type', 'status', 'amount', 'method', 'plate']).where('driver_id', '=', driverId).orderBy('id').execute();

describe('refunding a subscription bought from the balance', () => {
  it('returns the whole price before the start, ends it and takes it off the list', async () => {
    const driver = await newDriver(perm, 300_000);
    const { orderNum } = await buy(perm, driver, 'AB-WEEK', 'К500КК159', '2026-11-24');
    const answer = await refund(driver, orderNum!);
    expect(ZSubscriptionRefundResponse.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({ status: 'ok', result: { orderNum, amount: 200_000, destination: 'balance' } });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(300_000);
    expect((await operationsOf(perm, driver.id)).slice(2)).toEqual([
      { kind: 'subscriptionRefund', amount: 200_000, idempotency_key: `subscription-refund:${orderNum}`, session_id: null, payment_id: null },
    ]);
    expect(await subscriptionsOf(perm, driver.id)).toMatchObject([
      {
        status: 'refunded',
        end_at: permTime('2026-11-23', '10:00'),
        refunded_at: permTime('2026-11-23', '10:00'),
        paid_end_at: permTime('2026-12-01', '00:00'),
      },
    ]);
    expect(await benefitsOf(perm, driver)).toEqual([]);
    expect((await history(driver.id)).slice(1)).toEqual([
      { type: 'paymentSubscription', status: 'done', amount: 200_000, method: 'balance', plate: 'К500КК159' },
      { type: 'cancel', status: 'done', amount: 200_000, method: 'balance', plate: 'К500КК159' },
    ]);
    // A second refund finds it refunded, and the plate's days are free again.
    expect(await refund(driver, orderNum!)).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed' });
    expect(await balanceOf(perm, driver.id)).toBe(300_000);
    expect(await buy(perm, driver, 'AB-DAY', 'К500КК159', '2026-11-25')).toMatchObject({ status: 'ok' });
  });

  it('returns the unused whole days’ share from the next midnight, rounded down', async () => {
    const driver = await newDriver(perm, 600_000);
    const { orderNum } = await buy(perm, driver, 'AB-MONTH', 'К501КК159', '2026-11-23');
    clock.set(permTime('2026-11-25', '15:00'));
    // 26 November to 23 December: 27 of the 30 days bought.
    expect(await refund(driver, orderNum!)).toEqual({ status: 'ok', result: { orderNum, amount: 540_000, destination: 'balance' } });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(540_000);
    clock.set(permTime('2026-11-25', '16:00'));
    expect(await discountNow(driver, 'К501КК159')).toBe(0);
  });

  it('counts a running pause’s days as unused', async () => {
    const driver = await newDriver(perm, 600_000);
    const { orderNum } = await buy(perm, driver, 'AB-MONTH', 'К502КК159', '2026-11-23');
    clock.set(permTime('2026-11-24', '10:00'));
    await act(perm, driver.token, '/backend/v2/pauseAb', { orderNum: orderNum! });
    clock.set(permTime('2026-11-27', '10:00'));
    // The end moves three days, to 26 December: 28 November to 26 December is 28 days.
    expect(await refund(driver, orderNum!)).toMatchObject({ result: { amount: 560_000 } });
    const pauses = await perm.db.selectFrom('subscription_pause').select('ended_at').where('subscription_id', '=', Number(orderNum)).execute();
    expect(pauses).toEqual([{ ended_at: permTime('2026-11-27', '10:00') }]);
  });

  it('counts a pause of a few hours by its real length: the day in use stays used', async () => {
    // A week pass of 2 000 ₽ from today, used today: 24 to 30 November, 6 of the 7 days, are refunded.
    const plain = await newDriver(perm, 200_000);
    const bought = await buy(perm, plain, 'AB-WEEK', 'К505КК159', '2026-11-23');
    clock.set(permTime('2026-11-23', '15:00'));
    expect(await refund(plain, bought.orderNum!)).toMatchObject({ result: { amount: 171_428 } });

    // Paused from 11:00 to 14:00: the end moves a whole day, but the refund counts the three hours.
    clock.set(permTime('2026-11-23', '10:00'));
    const paused = await newDriver(perm, 200_000);
    const { orderNum } = await buy(perm, paused, 'AB-WEEK', 'К506КК159', '2026-11-23');
    clock.set(permTime('2026-11-23', '11:00'));
    expect(await act(perm, paused.token, '/backend/v2/pauseAb', { orderNum: orderNum! })).toMatchObject({ status: 'ok' });
    clock.set(permTime('2026-11-23', '14:00'));
    expect(await act(perm, paused.token, '/backend/v2/continueAb', { orderNum: orderNum! })).toMatchObject({ status: 'ok' });
    clock.set(permTime('2026-11-23', '15:00'));
    expect(await refund(paused, orderNum!)).toMatchObject({ result: { amount: 171_428 } });
    expect(await ledgerIsConsistent(perm, paused.id)).toBe(171_428);

    // A pause still running at the refund counts from its start to now.
    clock.set(permTime('2026-11-23', '10:00'));
    const running = await newDriver(perm, 200_000);
    const second = await buy(perm, running, 'AB-WEEK', 'К507КК159', '2026-11-23');
    clock.set(permTime('2026-11-23', '11:00'));
    await act(perm, running.token, '/backend/v2/pauseAb', { orderNum: second.orderNum! });
    clock.set(permTime('2026-11-23', '15:00'));
    expect(await refund(running, second.orderNum!)).toMatchObject({ result: { amount: 171_428 } });
  });

  it('refuses on the last day, when nothing whole is left, and after the end', async () => {
    const driver = await newDriver(perm, 200_000);
    const { orderNum } = await buy(perm, driver, 'AB-WEEK', 'К503КК159', '2026-11-23');
    clock.set(permTime('2026-11-29', '12:00'));
    expect(await flagsOf(perm, driver, orderNum!)).toMatchObject({ canRefund: false });
    expect(await refund(driver, orderNum!)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    clock.set(permTime('2026-11-30', '00:00'));
    expect(await refund(driver, orderNum!)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('refunds once when asked many times at once', async () => {
    const driver = await newDriver(perm, 600_000);
    const { orderNum } = await buy(perm, driver, 'AB-MONTH', 'К504КК159', '2026-11-24');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refund(driver, orderNum!)));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a.errorName === 'SubscriptionActionNotAllowed')).toHaveLength(4);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(600_000);
  });
});

describe('refunding a subscription paid through a provider', () => {
  it('returns the money through the provider once, with the ledger rows of money leaving', async () => {
    const { driver, orderNum, paymentId } = await paidByCard('AB-WEEK', 'К510КК159', '2026-11-30');
    const answers = await Promise.all([1, 2, 3].map(() => refund(driver, orderNum)));
    expect(answers.filter((a) => a.status === 'ok')).toEqual([{ status: 'ok', result: { orderNum, amount: 200_000, destination: 'provider' } }]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
    expect((await operationsOf(perm, driver.id)).slice(2)).toEqual([
      { kind: 'subscriptionRefund', amount: 200_000, idempotency_key: `subscription-refund:${orderNum}`, session_id: null, payment_id: paymentId },
      { kind: 'providerRefund', amount: -200_000, idempotency_key: `subscription-refund:${orderNum}:provider`, session_id: null, payment_id: paymentId },
    ]);
    expect(await perm.db.selectFrom('provider_refund').select(['payment_id', 'amount', 'status']).where('payment_id', '=', paymentId).execute()).toEqual([
      { payment_id: paymentId, amount: 200_000, status: 'refunded' },
    ]);
    expect(await history(driver.id)).toEqual([
      { type: 'paymentSubscription', status: 'done', amount: 200_000, method: 'card', plate: 'К510КК159' },
      { type: 'cancel', status: 'done', amount: 200_000, method: 'card', plate: 'К510КК159' },
    ]);
  });

  it('asks the provider again until it confirms the refund', async () => {
    const { driver, orderNum, paymentId } = await paidByCard('AB-MONTH', 'К511КК159', '2026-11-23');
    clock.set(permTime('2026-11-25', '15:00'));
    const asked: { id: string; amount: number; key?: string }[] = [];
    const flaky = jobService(perm, clock.now, async (request) => {
      asked.push(request);
      if (asked.length < 3) throw new Error('provider down');
    });
    const actions = subscriptionActionsService({ db: perm.db, city: perm.city, now: clock.now, payments: flaky });
    expect(await actions.refund(driver.id, orderNum)).toEqual({ orderNum, amount: 540_000, destination: 'provider' });
    const row = () => perm.db.selectFrom('provider_refund').select(['status']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: 'refunding' });
    expect(await flaky.retryRefunds(10)).toBe(1);
    expect(await flaky.retryRefunds(10)).toBe(1);
    expect(await row()).toEqual({ status: 'refunded' });
    expect(await flaky.retryRefunds(10)).toBe(0);
    expect(asked).toEqual([1, 2, 3].map(() => ({ id: paymentId, amount: 540_000, providerPaymentId: null, key: `subscription-refund:${orderNum}` })));
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });
});
