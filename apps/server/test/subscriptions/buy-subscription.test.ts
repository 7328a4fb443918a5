import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { paymentIdOf } from '../payments/payment-fixtures.ts';
import { api, balanceOf, giveMoney, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox } from '../sessions/session-fixtures.ts';
import { buy, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock (UTC+5).
const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('subscription offers', () => {
  it('lists offers of every type in the request language, with the dates they may start', async () => {
    const driver = await newDriver(perm);
    const ru = await api(perm).get<{ result: Record<string, unknown>[] }>('/api/profile/get-subscription', { token: driver.token });
    expect(ru.status).toBe('ok');
    expect(new Set(ru.result.map((o) => o.parkingPermitType))).toEqual(new Set(['prev_day', 'day', 'week', 'month', 'quarter', 'year']));
    expect(ru.result.find((o) => o.parkingPermitCode === 'AB-WEEK')).toEqual({
      parkingPermit: 'Абонемент на неделю',
      parkingPermitCode: 'AB-WEEK',
      parkingPermitType: 'week',
      parkingPermitDesc: expect.stringContaining('7 дней'),
      parkingPermitStartDate: '2026-11-23',
      parkingPermitEndDate: '2026-12-23',
      parkingPermitTs: '',
      cost: 200_000,
      zones: 'all',
      sale: 100,
      sort: 30,
    });
    expect(ru.result.find((o) => o.parkingPermitCode === 'AB-PREV-DAY')).toMatchObject({
      parkingPermitStartDate: '2026-11-22',
      parkingPermitEndDate: '2026-11-22',
    });
    expect(ru.result.find((o) => o.parkingPermitCode === 'CARD-RESIDENT-YEAR')).toMatchObject({ zones: ['101', '102', '103'], sale: 30 });
    const en = await api(perm, 'en').get<{ result: Record<string, unknown>[] }>('/api/profile/get-subscription', { token: driver.token });
    expect(en.result.find((o) => o.parkingPermitCode === 'AB-WEEK')).toMatchObject({ parkingPermit: 'Week pass' });
    expect(en.result.map((o) => o.sort)).toEqual([...en.result.map((o) => o.sort as number)].sort((a, b) => a - b));
  });
});

describe('buying a subscription from the balance', () => {
  it('debits the price and writes the subscription in one transaction', async () => {
    const driver = await newDriver(perm, 300_000);
    const answer = await buy(perm, driver, 'AB-WEEK', 'К200КК159', '2026-11-24');
    expect(answer).toMatchObject({ status: 'ok', СуммаПополнения: 0, orderNum: expect.stringMatching(/^\d+$/) });
    expect(answer.confirmation).toMatchObject({ kind: 'subscription', zone: '#', plate: 'К200КК159', amount: 2000, balance: 1000 });
    const [subscription] = await subscriptionsOf(perm, driver.id);
    expect(subscription).toMatchObject({
      id: Number(answer.orderNum),
      plate: 'К200КК159',
      zones: null,
      discount_percent: 100,
      price: 200_000,
      payment_id: null,
      // Whole days on Perm's clock: from 24 November's midnight to 1 December's.
      start_at: permTime('2026-11-24', '00:00'),
      end_at: permTime('2026-12-01', '00:00'),
    });
    expect((await operationsOf(perm, driver.id)).slice(1)).toEqual([
      { kind: 'subscription', amount: -200_000, idempotency_key: `subscription:${subscription!.id}`, session_id: null, payment_id: null },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(100_000);
    const history = await perm.db.selectFrom('operation').selectAll().where('driver_id', '=', driver.id).where('type', '=', 'paymentSubscription').execute();
    expect(history).toMatchObject([
      { status: 'done', amount: 200_000, method: 'balance', plate: 'К200КК159', zone_number: '#', starts_at: subscription!.start_at },
    ]);
  });

  it('answers the benefits with the spec fields and its raw Russian keys', async () => {
    const driver = await newDriver(perm, 300_000);
    const { orderNum } = await buy(perm, driver, 'CARD-RESIDENT-YEAR', 'К201КК159', '2026-11-23');
    const benefits = await api(perm).get<{ result: Record<string, unknown>[] }>('/api/profile/get-benefits-v2', { token: driver.token });
    expect(benefits.result).toEqual([
      {
        variation: 'Карта жителя 30 % на год',
        type: 'year',
        zone: ['101', '102', '103'],
        sale: 30,
        transport: 'К201КК159',
        orderNum,
        startOf: permTime('2026-11-23', '00:00').toISOString(),
        endOf: permTime('2027-11-23', '00:00').toISOString(),
        // A running year: it may be paused, refunded for its unused days or moved to another vehicle.
        canChangeTs: true,
        canRefund: true,
        canPause: true,
        canContinue: false,
        paused: false,
        ВидРазрешения: 'Карта жителя 30 % на год',
        Зона: '101, 102, 103',
        ПроцентСкидки: 30,
        ТС: 'К201КК159',
        ДатаНачала: permTime('2026-11-23', '00:00').toISOString(),
        ДатаОкончания: permTime('2027-11-23', '00:00').toISOString(),
      },
    ]);
  });

  it('refuses an overlapping subscription of the same plate and zones, and allows other plates and zones', async () => {
    const driver = await newDriver(perm, 2_000_000);
    expect(await buy(perm, driver, 'CARD-RESIDENT-YEAR', 'К202КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
    // Every zone overlaps the resident card's zones, at any day of its year.
    const refused = await buy(perm, driver, 'AB-DAY', 'К202КК159', '2026-12-20');
    expect(refused).toEqual({ status: 'Error', errorName: 'SubscriptionAlreadyExists', errorMessage: expect.any(String), userMessage: refused.errorMessage });
    // Another driver cannot buy one for that plate either: a subscription belongs to the vehicle.
    const other = await newDriver(perm, 100_000);
    expect(await buy(perm, other, 'AB-DAY', 'К202КК159', '2026-11-25')).toMatchObject({ status: 'Error', errorName: 'SubscriptionAlreadyExists' });
    expect(await buy(perm, driver, 'AB-DAY', 'К203КК159', '2026-12-20')).toMatchObject({ status: 'ok' });
    // Whole days: a day pass after a week pass that ends at that day's midnight does not overlap it.
    expect(await buy(perm, driver, 'AB-WEEK', 'К204КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
    expect(await buy(perm, driver, 'AB-DAY', 'К204КК159', '2026-11-29')).toMatchObject({ errorName: 'SubscriptionAlreadyExists' });
    expect(await buy(perm, driver, 'AB-DAY', 'К204КК159', '2026-11-30')).toMatchObject({ status: 'ok' });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(2_000_000 - 300_000 - 40_000 - 200_000 - 40_000);
  });

  it('lets only one of concurrent overlapping purchases through', async () => {
    const driver = await newDriver(perm, 1_000_000);
    const answers = await Promise.all(['AB-WEEK', 'AB-DAY', 'AB-MONTH', 'AB-DAY'].map((code) => buy(perm, driver, code, 'К205КК159', '2026-11-26')));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a.errorName === 'SubscriptionAlreadyExists')).toHaveLength(3);
    const [only] = await subscriptionsOf(perm, driver.id);
    expect(await subscriptionsOf(perm, driver.id)).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(1_000_000 - Number(only!.price));
  });

  it('asks for an e-mail in the profile first, since receipts go to it', async () => {
    const driver = await newDriver(perm, 100_000);
    await perm.db.updateTable('driver').set({ email: null }).where('id', '=', driver.id).execute();
    expect(await buy(perm, driver, 'AB-DAY', 'К206КК159', '2026-11-23')).toMatchObject({ status: 'Error', errorName: 'SetEmailInProfile' });
    expect(await subscriptionsOf(perm, driver.id)).toEqual([]);
    expect(await balanceOf(perm, driver.id)).toBe(100_000);
  });

  it('asks for a top-up method when the balance is chosen and does not cover the price', async () => {
    const driver = await newDriver(perm, 10_000);
    expect(await buy(perm, driver, 'AB-DAY', 'К207КК159', '2026-11-23')).toMatchObject({ status: 'Error', errorName: 'NotSelectedPaymentService' });
    expect(await buy(perm, driver, 'AB-NONE', 'К207КК159', '2026-11-23')).toMatchObject({
      errorName: 'ValidationError',
      fields: { codeSubscription: 'InvalidFormat' },
    });
    expect(await buy(perm, driver, 'AB-DAY', '', '2026-11-23')).toMatchObject({ errorName: 'EmptyTs' });
    expect(await subscriptionsOf(perm, driver.id)).toEqual([]);
  });
});

describe('the start date', () => {
  it('lies between the configured offset and one month ahead, as a date or an ISO date-time', async () => {
    const driver = await newDriver(perm, 10_000_000);
    const at = (timestart: string | null, plate: string, code = 'AB-DAY') => buy(perm, driver, code, plate, timestart);
    expect(await at('2026-11-22', 'К210КК159')).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await at(null, 'К210КК159')).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'RequiredField' } });
    expect(await at('2026-13-01', 'К210КК159')).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await at('2026-12-24', 'К210КК159')).toMatchObject({ errorName: 'ValidationError', fields: { timestart: 'InvalidFormat' } });
    expect(await at('2026-11-23', 'К210КК159')).toMatchObject({ status: 'ok' });
    expect(await at('2026-12-23', 'К211КК159')).toMatchObject({ status: 'ok' });
    // 23 November 20:00 UTC is 24 November 01:00 in Perm; without an offset the date is Perm's as written.
    expect(await at('2026-11-23T20:00:00Z', 'К212КК159')).toMatchObject({ status: 'ok' });
    expect(await at('2026-11-25T00:00:00', 'К213КК159')).toMatchObject({ status: 'ok' });
    const starts = (await subscriptionsOf(perm, driver.id)).map((s) => [s.plate, s.start_at]);
    expect(starts).toEqual([
      ['К210КК159', permTime('2026-11-23', '00:00')],
      ['К211КК159', permTime('2026-12-23', '00:00')],
      ['К212КК159', permTime('2026-11-24', '00:00')],
      ['К213КК159', permTime('2026-11-25', '00:00')],
    ]);
  });

  it('is fixed to yesterday for prev_day, whatever timestart says', async () => {
    const driver = await newDriver(perm, 100_000);
    expect(await buy(perm, driver, 'AB-PREV-DAY', 'К214КК159', null)).toMatchObject({ status: 'ok' });
    expect(await buy(perm, driver, 'AB-PREV-DAY', 'К215КК159', '2026-12-01')).toMatchObject({ status: 'ok' });
    expect((await subscriptionsOf(perm, driver.id)).map((s) => [s.start_at, s.end_at])).toEqual([
      [permTime('2026-11-22', '00:00'), permTime('2026-11-23', '00:00')],
      [permTime('2026-11-22', '00:00'), permTime('2026-11-23', '00:00')],
    ]);
  });

  it('starts no earlier than the offset the city configures', async () => {
    const driver = await newDriver(perm, 100_000);
    const options = (settings: Record<string, unknown>) =>
      perm.app.inject({ method: 'PUT', url: perm.api('/dev/site-options'), payload: { settings }, headers: { 'content-type': 'application/json' } });
    expect((await options({ subscriptionStartOffsetDays: 2 })).statusCode).toBe(200);
    try {
      expect(await buy(perm, driver, 'AB-DAY', 'К216КК159', '2026-11-24')).toMatchObject({ errorName: 'ValidationError' });
      expect(await buy(perm, driver, 'AB-DAY', 'К216КК159', '2026-11-25')).toMatchObject({ status: 'ok' });
      const offers = await api(perm).get<{ result: Record<string, unknown>[] }>('/api/profile/get-subscription', { token: driver.token });
      expect(offers.result.find((o) => o.parkingPermitCode === 'AB-DAY')).toMatchObject({ parkingPermitStartDate: '2026-11-25' });
    } finally {
      await options({ subscriptionStartOffsetDays: 0 });
    }
  });
});

describe('buying a subscription through a provider', () => {
  it('writes the subscription once when the payment completes, however often it is confirmed', async () => {
    const driver = await newDriver(perm, 10_000);
    const answer = await buy(perm, driver, 'AB-WEEK', 'К220КК159', '2026-11-30', { paymentService: 'card' });
    expect(answer).toEqual({ status: 'ok', RedirectURL: expect.stringMatching(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/), СуммаПополнения: 2000 });
    expect(await subscriptionsOf(perm, driver.id)).toEqual([]);
    const waiting = await perm.db.selectFrom('operation').select(['type', 'status', 'plate']).where('driver_id', '=', driver.id).execute();
    expect(waiting).toEqual([
      { type: 'refill', status: 'done', plate: null },
      { type: 'paymentSubscription', status: 'wait', plate: 'К220КК159' },
    ]);

    const paid = await Promise.all([1, 2, 3].map(() => sandbox(perm, answer.RedirectURL!, 'pay')));
    expect(paid.some((p) => String(p.headers.location).includes('status=done'))).toBe(true);
    await sandbox(perm, answer.RedirectURL!, 'pay');
    const paymentId = paymentIdOf(answer.RedirectURL!);
    const subscriptions = await subscriptionsOf(perm, driver.id);
    expect(subscriptions).toMatchObject([{ plate: 'К220КК159', payment_id: paymentId, price: 200_000, start_at: permTime('2026-11-30', '00:00') }]);
    expect((await operationsOf(perm, driver.id)).slice(1)).toEqual([
      { kind: 'refill', amount: 200_000, idempotency_key: `payment:${paymentId}`, session_id: null, payment_id: paymentId },
      { kind: 'subscription', amount: -200_000, idempotency_key: `subscription:${subscriptions[0]!.id}`, session_id: null, payment_id: paymentId },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(10_000);
    const history = await perm.db.selectFrom('operation').select(['type', 'status', 'method', 'plate']).where('driver_id', '=', driver.id).execute();
    expect(history).toEqual([
      { type: 'refill', status: 'done', method: 'balance', plate: null },
      { type: 'paymentSubscription', status: 'done', method: 'card', plate: 'К220КК159' },
    ]);
    const status = await api(perm).get('/api/payment/status', { token: driver.token, order: paymentId });
    expect(status).toMatchObject({
      status: 'ok',
      result: { status: 'done', confirmation: { kind: 'subscription', plate: 'К220КК159', zone: '#', amount: 2000 } },
    });
  });

  it('keeps the money on the balance when the plate got an overlapping subscription meanwhile', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await buy(perm, driver, 'AB-DAY', 'К221КК159', '2026-11-30', { paymentService: 'card' });
    await giveMoney(perm, driver.id, 200_000);
    expect(await buy(perm, driver, 'AB-WEEK', 'К221КК159', '2026-11-28')).toMatchObject({ status: 'ok' });
    await sandbox(perm, RedirectURL!, 'pay');
    expect(await subscriptionsOf(perm, driver.id)).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(40_000);
  });

  it('pays from the balance when it covers the price, whatever method is named', async () => {
    const driver = await newDriver(perm, 40_000);
    expect(await buy(perm, driver, 'AB-DAY', 'К222КК159', '2026-11-23', { paymentService: 'card' })).toMatchObject({ status: 'ok', СуммаПополнения: 0 });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });
});
