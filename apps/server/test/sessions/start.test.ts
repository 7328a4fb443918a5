import { beforeAll, describe, expect, it } from 'vitest';
import {
  addZone,
  api,
  balanceOf,
  flatPrices,
  ledgerIsConsistent,
  newDriver,
  operationsOf,
  permTime,
  sandbox,
  sessionsOf,
  vehicle,
  type TestDriver,
} from './session-fixtures.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';

// Monday 23 November 2026, 10:00 in Perm.
const {
  clock,
  cities: [perm, rostov],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {}, { city: 'rostov' });
beforeAll(() => addZone(perm, '950', flatPrices(0), 'free'));

const start = (driver: TestDriver, patch: Record<string, unknown> = {}, city = perm) =>
  api(city).post<{ sessionId: number; RedirectURL: string }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle('А100ВС159'),
    PaymentService: 'balance',
    ...patch,
  });

describe('POST /api/payment/start from the balance', () => {
  it('starts the session now and debits its cost in the same breath', async () => {
    const driver = await newDriver(perm, 10_000);
    clock.set(permTime('2026-11-23', '10:00:30'));
    const answer = await start(driver, { Vehicle: vehicle('a100bc159') });
    expect(answer).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    const [session] = await sessionsOf(perm, driver.id);
    expect(session).toMatchObject({
      id: answer.sessionId,
      zone_number: '101',
      parking_code: 'P101',
      // Latin look-alikes are stored as the Cyrillic plate.
      plate: 'А100ВС159',
      plate_format: 'rus',
      category: 'B',
      kind: 'payment',
      status: 'active',
      paid: 6000,
      start_at: new Date('2026-11-23T05:00:00Z'),
      end_at: new Date('2026-11-23T06:00:00Z'),
    });
    expect(await operationsOf(perm, driver.id)).toEqual([
      expect.objectContaining({ kind: 'refill', amount: 10_000 }),
      { kind: 'payment', amount: -6000, idempotency_key: `session:${answer.sessionId}`, session_id: answer.sessionId, payment_id: null },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(4000);
  });

  it('refuses a plate already parked for any part of the time, whoever parked it', async () => {
    const driver = await newDriver(perm, 50_000);
    const other = await newDriver(perm, 50_000);
    expect(await start(driver, { Vehicle: vehicle('А200ВС159') })).toMatchObject({ status: 'ok' });
    expect(await start(driver, { Vehicle: vehicle('А200ВС159'), Zone: '102' })).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    expect(await start(other, { Vehicle: vehicle('a200bc159') })).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    // A post-payment that reaches into the running session overlaps it too.
    expect(await start(other, { Vehicle: vehicle('А200ВС159'), timestart: permTime('2026-11-23', '09:30').toISOString() })).toMatchObject({
      errorName: 'ParkingSessionAlreadyExists',
    });
    // One that ends as the session starts does not.
    expect(await start(other, { Vehicle: vehicle('А200ВС159'), Duration: 30, timestart: permTime('2026-11-23', '09:30').toISOString() })).toMatchObject({
      status: 'ok',
    });
    // Once the first session has ended the plate is free again.
    clock.advance(60);
    expect(await start(other, { Vehicle: vehicle('А200ВС159') })).toMatchObject({ status: 'ok' });
    expect(await balanceOf(perm, driver.id)).toBe(44_000);
    expect(await balanceOf(perm, other.id)).toBe(50_000 - 3000 - 6000);
  });

  it('pays for parking done earlier today or yesterday (post-payment)', async () => {
    const driver = await newDriver(perm, 50_000);
    const today = await start(driver, { Vehicle: vehicle('А300ВС159'), timestart: '2026-11-23T08:00:20+05:00', Duration: 90 });
    const yesterday = await start(driver, { Vehicle: vehicle('А301ВС159'), timestart: '2026-11-22T22:00', Duration: 120 });
    expect(today).toMatchObject({ status: 'ok' });
    expect(yesterday).toMatchObject({ status: 'ok' });
    const sessions = await sessionsOf(perm, driver.id);
    expect(sessions.map((s) => [s.kind, s.start_at.toISOString(), s.end_at?.toISOString(), s.paid])).toEqual([
      ['postPayment', '2026-11-23T03:00:00.000Z', '2026-11-23T04:30:00.000Z', 9000],
      ['postPayment', '2026-11-22T17:00:00.000Z', '2026-11-22T19:00:00.000Z', 12_000],
    ]);
    expect((await operationsOf(perm, driver.id)).slice(1).map((o) => [o.kind, o.amount])).toEqual([
      ['postPayment', -9000],
      ['postPayment', -12_000],
    ]);
    expect(await start(driver, { Vehicle: vehicle('А302ВС159'), timestart: '2026-11-23T10:05:00+05:00' })).toMatchObject({ errorName: 'FuturePost' });
    expect(await start(driver, { Vehicle: vehicle('А302ВС159'), timestart: '2026-11-21T10:00:00+05:00' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { timestart: 'InvalidFormat' },
    });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(50_000 - 21_000);
  });

  it('answers NoMoneyNoHoney when the balance does not cover the cost, and keeps nothing', async () => {
    const driver = await newDriver(perm, 5999);
    expect(await start(driver, { Vehicle: vehicle('А400ВС159') })).toMatchObject({ status: 'error', errorName: 'NoMoneyNoHoney' });
    expect(await start(driver, { Vehicle: vehicle('А400ВС159'), PaymentService: '' })).toMatchObject({ errorName: 'NoMoneyNoHoney' });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(5999);
    // The plate was not taken by the failed attempt.
    const rich = await newDriver(perm, 6000);
    expect(await start(rich, { Vehicle: vehicle('А400ВС159') })).toMatchObject({ status: 'ok' });
    expect(await ledgerIsConsistent(perm, rich.id)).toBe(0);
  });

  it('starts a free session at once whatever the method, with no ledger row', async () => {
    const driver = await newDriver(perm);
    const free = await start(driver, { Zone: '950', Vehicle: vehicle('А500ВС159'), PaymentService: 'card' });
    expect(free).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    expect(await sessionsOf(perm, driver.id)).toMatchObject([{ zone_number: '950', paid: 0, status: 'active' }]);
    expect(await operationsOf(perm, driver.id)).toEqual([]);
  });

  it('answers a re-submitted RequestId with the first session and charges once', async () => {
    const driver = await newDriver(perm, 50_000);
    const first = await start(driver, { Vehicle: vehicle('А600ВС159'), RequestId: 'form-1' });
    const again = await start(driver, { Vehicle: vehicle('А600ВС159'), RequestId: 'form-1' });
    expect(again).toMatchObject({ status: 'ok', sessionId: first.sessionId });
    // Even when the repeat differs: the RequestId names one submission.
    expect(await start(driver, { Vehicle: vehicle('А601ВС159'), RequestId: 'form-1' })).toMatchObject({ status: 'ok', sessionId: first.sessionId });
    // Another driver's RequestId of the same text is another submission.
    const other = await newDriver(perm, 50_000);
    expect((await start(other, { Vehicle: vehicle('А602ВС159'), RequestId: 'form-1' })).sessionId).not.toBe(first.sessionId);
    expect(await sessionsOf(perm, driver.id)).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(44_000);
    expect(await perm.db.selectFrom('parking_session').select('request_key').where('id', '=', first.sessionId).executeTakeFirst()).toEqual({
      request_key: `start:${driver.id}:form-1`,
    });
  });

  it('serves the v2 path with the same rules', async () => {
    const driver = await newDriver(perm, 6000);
    const body = { Token: driver.token, Zone: '101', Duration: 60, Vehicle: vehicle('А700ВС159'), PaymentService: 'balance' };
    expect(await api(perm).post('/api/payment/start/v2', body)).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    expect(await api(perm).post('/api/payment/start/v2', body)).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    expect(await api(perm).post('/api/payment/start/v2', { ...body, Vehicle: vehicle('А701ВС159') })).toMatchObject({ errorName: 'NoMoneyNoHoney' });
  });

  it.each([
    [{ PaymentService: 'bitcoin' }, { errorName: 'PaymentServiceNotFound' }],
    [{ PaymentService: 'mobile' }, { errorName: 'PhoneEmpty' }],
    [{ Zone: '' }, { errorName: 'NoZoneSelected' }],
    [{ Zone: '777777' }, { errorName: 'ZoneNotFound' }],
    [{ Duration: '' }, { errorName: 'NoDurationSelected' }],
    [{ Duration: 25 }, { errorName: 'ValidationError', fields: { Duration: 'InvalidFormat' } }],
    [{ Vehicle: vehicle('') }, { errorName: 'EmptyTs' }],
    [{ Vehicle: vehicle('12345') }, { errorName: 'ValidationError', fields: { Vehicle: 'InvalidFormat' } }],
    [{ Token: 'nobody' }, { errorName: 'TokenNotFound' }],
  ])('refuses %o', async (patch, answer) => {
    const driver = await newDriver(perm, 50_000);
    expect(await start(driver, { Vehicle: vehicle('А800ВС159'), ...patch })).toMatchObject({ status: 'error', ...answer });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await balanceOf(perm, driver.id)).toBe(50_000);
  });
});

describe('a city without a balance (rostov)', () => {
  it('answers AccountNotFound for the balance, and sends a provider method to pay', async () => {
    const driver = await newDriver(rostov);
    const body = { Zone: '', ParkingCode: 'P6101', Vehicle: vehicle('А123ВС161') };
    expect(await start(driver, { ...body }, rostov)).toMatchObject({ errorName: 'AccountNotFound' });
    expect(await start(driver, { ...body, PaymentService: '' }, rostov)).toMatchObject({ errorName: 'AccountNotFound' });
    const paid = await start(driver, { ...body, PaymentService: 'card' }, rostov);
    expect(paid).toEqual({ status: 'ok', RedirectURL: expect.stringMatching(/^\/city\/rostov\/sandbox\/pay\/[\w-]+$/) });
    expect(await sessionsOf(rostov, driver.id)).toEqual([]);
  });

  it('refunds a paid start whose plate was parked meanwhile instead of keeping it on a balance the city has not', async () => {
    const driver = await newDriver(rostov);
    const body = { Zone: '', ParkingCode: 'P6101', Vehicle: vehicle('А124ВС161'), PaymentService: 'card' };
    const first = await start(driver, body, rostov);
    const second = await start(driver, body, rostov);
    expect((await sandbox(rostov, first.RedirectURL, 'pay')).headers.location).toContain('status=done');
    expect((await sandbox(rostov, second.RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await sessionsOf(rostov, driver.id)).toHaveLength(1);
    expect((await operationsOf(rostov, driver.id)).map((o) => [o.kind, o.amount])).toEqual([
      ['refill', 6000],
      ['payment', -6000],
    ]);
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
  });

  it('prices a session against no balance at all, whatever the ledger holds', async () => {
    const driver = await newDriver(rostov, 100_000);
    expect(await api(rostov).post('/api/payment/cost', { Token: driver.token, Zone: '6101', Duration: 60, Vehicle: vehicle('А123ВС161') })).toMatchObject({
      status: 'ok',
      totalcost: 60,
      balance: 0,
      refill: 60,
    });
  });
});
