import { describe, expect, it } from 'vitest';
import { ZSubscriptionActionResponse } from '@city-parking/contract/subscriptions/subscription-actions';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { act, benefitsOf, buy, flagsOf, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock. Zone 101 charges 60 ₽/h around the clock.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

type Cost = { totalcost: number; totaldiscount: number };
/** The cost of parking `plate` in zone 101 from `from` (Perm's wall clock, ISO) for `minutes`. */
const cost = (driver: TestDriver, plate: string, from: string, minutes: number) =>
  api(perm).post<Cost>('/api/payment/cost', { Token: driver.token, Zone: '101', ParkingCode: '', Duration: minutes, Vehicle: vehicle(plate), timestart: from });

const pause = (driver: TestDriver, orderNum: string) => act(perm, driver.token, '/backend/v2/pauseAb', { orderNum });
const resume = (driver: TestDriver, orderNum: string) => act(perm, driver.token, '/backend/v2/continueAb', { orderNum });

async function bought(code: string, plate: string, start: string) {
  const driver = await newDriver(perm, 2_000_000);
  const { orderNum } = await buy(perm, driver, code, plate, start);
  return { driver, orderNum: orderNum! };
}

describe('pausing a subscription', () => {
  it('stops the discount while paused and moves the end by exactly the time paused', async () => {
    const { driver, orderNum } = await bought('AB-WEEK', 'К400КК159', '2026-11-23');
    clock.set(permTime('2026-11-24', '12:00'));
    const paused = await pause(driver, orderNum);
    expect(ZSubscriptionActionResponse.safeParse(paused).success).toBe(true);
    // Paused, it says so, and its end is the one continuing now gives: the week's end, nothing lost yet.
    expect(paused.result).toMatchObject({ orderNum, paused: true, canPause: false, canContinue: true, endOf: permTime('2026-11-30', '00:00').toISOString() });
    // 11:30–12:00 before the pause is free, 12:00–12:30 in it is paid.
    expect(await cost(driver, 'К400КК159', '2026-11-24T11:30:00', 60)).toMatchObject({ totalcost: 30, totaldiscount: 30 });

    clock.set(permTime('2026-11-26', '11:00'));
    const resumed = await resume(driver, orderNum);
    // Paused 1 day 23 hours: the end moves as much, from 30 November 00:00 to 1 December 23:00.
    expect(resumed.result).toMatchObject({ paused: false, canPause: true, canContinue: false, endOf: permTime('2026-12-01', '23:00').toISOString() });
    expect(await cost(driver, 'К400КК159', '2026-11-26T10:30:00', 60)).toMatchObject({ totalcost: 30, totaldiscount: 30 });
    clock.set(permTime('2026-12-01', '22:30'));
    expect(await cost(driver, 'К400КК159', '2026-12-01T22:30:00', 60)).toMatchObject({ totalcost: 30, totaldiscount: 30 });

    const [row] = await subscriptionsOf(perm, driver.id);
    expect(row).toMatchObject({ end_at: permTime('2026-12-01', '23:00'), paid_end_at: permTime('2026-11-30', '00:00') });
    const pauses = await perm.db.selectFrom('subscription_pause').selectAll().where('subscription_id', '=', Number(orderNum)).execute();
    expect(pauses).toMatchObject([
      { started_at: permTime('2026-11-24', '12:00'), ended_at: permTime('2026-11-26', '11:00'), end_before: permTime('2026-11-30', '00:00') },
    ]);
  });

  it('discounts a session across a pause only outside it, naming the subscription once', async () => {
    const { driver, orderNum } = await bought('AB-WEEK', 'К408КК159', '2026-11-23');
    clock.set(permTime('2026-11-24', '12:00'));
    await pause(driver, orderNum);
    clock.set(permTime('2026-11-24', '12:30'));
    await resume(driver, orderNum);
    clock.set(permTime('2026-11-24', '13:00'));
    const answer = await api(perm).post<Cost & { benefit: string }>('/api/payment/cost', {
      Token: driver.token,
      Zone: '101',
      ParkingCode: '',
      Duration: 90,
      Vehicle: vehicle('К408КК159'),
      timestart: '2026-11-24T11:30:00',
    });
    expect(answer).toMatchObject({ totalcost: 30, totaldiscount: 60, benefit: 'Абонемент на неделю' });
  });

  it('shows a running pause with the end continuing now gives, adds five minutes for five paused, and refuses a third pause', async () => {
    const { driver, orderNum } = await bought('AB-MONTH', 'К401КК159', '2026-11-23');
    expect(await pause(driver, orderNum)).toMatchObject({ status: 'ok' });
    expect(await pause(driver, orderNum)).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed' });
    clock.advance(5);
    const listed = (await benefitsOf(perm, driver)).find((benefit) => benefit.orderNum === orderNum);
    expect(listed).toMatchObject({ paused: true, endOf: permTime('2026-12-23', '00:05').toISOString() });
    // Five minutes paused add five minutes, not a day.
    expect((await resume(driver, orderNum)).result).toMatchObject({ paused: false, endOf: permTime('2026-12-23', '00:05').toISOString() });
    expect(await resume(driver, orderNum)).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed' });
    expect(await pause(driver, orderNum)).toMatchObject({ status: 'ok' });
    expect(await resume(driver, orderNum)).toMatchObject({ status: 'ok' });
    expect(await flagsOf(perm, driver, orderNum)).toEqual({ canPause: false, canContinue: false, canRefund: true, canChangeTs: true });
    const third = await pause(driver, orderNum);
    expect(third).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed', errorMessage: 'Сейчас это действие с абонементом недоступно' });
  });

  it('pauses once when asked many times at once, and a refund racing a continue returns the money once', async () => {
    const { driver, orderNum } = await bought('AB-MONTH', 'К409КК159', '2026-11-23');
    const pauses = await Promise.all([1, 2, 3].map(() => pause(driver, orderNum)));
    expect(pauses.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(await perm.db.selectFrom('subscription_pause').select('id').where('subscription_id', '=', Number(orderNum)).execute()).toHaveLength(1);
    clock.advance(60);
    const raced = await Promise.all([resume(driver, orderNum), act(perm, driver.token, '/backend/v2/refund', { orderNum }), resume(driver, orderNum)]);
    expect(raced.filter((a) => a.status === 'ok').length).toBeGreaterThanOrEqual(1);
    const refunds = await perm.db.selectFrom('account_operation').select('amount').where('idempotency_key', '=', `subscription-refund:${orderNum}`).execute();
    expect(refunds).toHaveLength(1);
    expect(await subscriptionsOf(perm, driver.id)).toMatchObject([{ status: 'refunded' }]);
  });

  it('ends a pause by itself after 30 days, with the end 30 days later', async () => {
    const { driver, orderNum } = await bought('AB-MONTH', 'К402КК159', '2026-11-23');
    clock.set(permTime('2026-11-24', '10:00'));
    await pause(driver, orderNum);
    clock.set(permTime('2026-12-20', '10:00'));
    expect(await cost(driver, 'К402КК159', '2026-12-20T10:00:00', 60)).toMatchObject({ totalcost: 60, totaldiscount: 0 });
    expect(await flagsOf(perm, driver, orderNum)).toMatchObject({ canPause: false, canContinue: true });
    clock.set(permTime('2026-12-24', '10:00'));
    expect(await cost(driver, 'К402КК159', '2026-12-24T10:00:00', 60)).toMatchObject({ totalcost: 0, totaldiscount: 60 });
    expect(await flagsOf(perm, driver, orderNum)).toMatchObject({ canPause: true, canContinue: false });
    expect(await resume(driver, orderNum)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    // 23 December + 30 days.
    const [row] = await subscriptionsOf(perm, driver.id);
    expect(row!.end_at).toEqual(permTime('2027-01-22', '00:00'));
    clock.set(permTime('2027-01-22', '00:00'));
    expect(await cost(driver, 'К402КК159', '2027-01-22T00:00:00', 60)).toMatchObject({ totalcost: 60, totaldiscount: 0 });
  });

  it('pauses only a running subscription of at least a week with a whole day left', async () => {
    const day = await bought('AB-DAY', 'К403КК159', '2026-11-23');
    expect(await flagsOf(perm, day.driver, day.orderNum)).toMatchObject({ canPause: false });
    expect(await pause(day.driver, day.orderNum)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    const later = await bought('AB-WEEK', 'К404КК159', '2026-11-24');
    expect(await flagsOf(perm, later.driver, later.orderNum)).toEqual({ canPause: false, canContinue: false, canRefund: true, canChangeTs: true });
    expect(await pause(later.driver, later.orderNum)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    clock.set(permTime('2026-11-30', '09:00'));
    // Its last day: nothing whole is left to pause.
    expect(await flagsOf(perm, later.driver, later.orderNum)).toMatchObject({ canPause: false });
    clock.set(permTime('2026-12-01', '09:00'));
    expect(await flagsOf(perm, later.driver, later.orderNum)).toEqual({ canPause: false, canContinue: false, canRefund: false, canChangeTs: false });
  });

  it('keeps the 30 days a pause may take free of the plate’s other subscriptions', async () => {
    const { driver, orderNum } = await bought('AB-WEEK', 'К405КК159', '2026-11-23');
    expect(await buy(perm, driver, 'AB-DAY', 'К405КК159', '2026-12-10')).toMatchObject({ status: 'ok' });
    expect(await flagsOf(perm, driver, orderNum)).toMatchObject({ canPause: false });
    expect(await pause(driver, orderNum)).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });

    const other = await bought('AB-WEEK', 'К406КК159', '2026-11-23');
    expect(await pause(other.driver, other.orderNum)).toMatchObject({ status: 'ok' });
    expect(await buy(perm, other.driver, 'AB-DAY', 'К406КК159', '2026-12-10')).toMatchObject({ status: 'Error', errorName: 'SubscriptionAlreadyExists' });
  });

  it('answers an unknown or someone else’s order alike, and a missing token as any call does', async () => {
    const { orderNum } = await bought('AB-WEEK', 'К407КК159', '2026-11-23');
    const stranger = await newDriver(perm);
    for (const order of [orderNum, '99999999', '99999999999999999999']) {
      expect(await pause(stranger, order)).toMatchObject({ status: 'Error', errorName: 'SubscriptionNotFound', errorMessage: 'Абонемент не найден' });
    }
    expect(await act(perm, '', '/backend/v2/pauseAb', { orderNum })).toMatchObject({ status: 'Error', errorName: 'TokenNotFound' });
    expect(await act(perm, stranger.token, '/backend/v2/pauseAb', { orderNum: 'x' })).toMatchObject({ status: 'Error', errorName: 'ValidationError' });
  });
});
