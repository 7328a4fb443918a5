import { describe, expect, it } from 'vitest';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { ledger } from '../../src/modules/payments/ledger.ts';
import { addLot, addTicket, flatApi, minutesBefore } from '../flat/flat-fixtures.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { noBalanceCalls } from '../sessions/no-balance/no-balance-fixtures.ts';
import { api, giveMoney, ledgerIsConsistent, newDriver, permTime, sandbox, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { history } from './operations-fixtures.ts';

const NOON = permTime('2026-11-23', '12:00');
const {
  clock,
  cities: [perm, rostov],
} = testCitiesAt(NOON, { city: 'perm' }, { city: 'rostov' });

const operationsOf = async (city: typeof perm, driver: TestDriver) => {
  const answer = await history(city, { token: driver.token });
  expect(answer.status).toBe('ok');
  return answer.result!;
};
const brief = (operations: TOperation[]) => operations.map(({ type, status, sum }) => ({ type, status, sum }));

describe('the history holds every money event once, as the ledger, sessions and payments record it', () => {
  it('top-ups: paid, declined and still waiting', async () => {
    const driver = await newDriver(perm);
    const refill = (amount: string) =>
      api(perm).post<{ RedirectURL: string }>('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: amount });
    const paid = await refill('150');
    const declined = await refill('200');
    await refill('300');
    expect(brief(await operationsOf(perm, driver))).toEqual([
      { type: 'refill', status: 'wait', sum: 300 },
      { type: 'refill', status: 'wait', sum: 200 },
      { type: 'refill', status: 'wait', sum: 150 },
    ]);
    await sandbox(perm, paid.RedirectURL, 'pay');
    await sandbox(perm, declined.RedirectURL, 'decline');
    const [waiting, cancelled, done] = await operationsOf(perm, driver);
    expect([waiting, cancelled, done].map((o) => o!.status)).toEqual(['wait', 'cancel', 'done']);
    expect(done).toMatchObject({ type: 'refill', sum: 150, resolution: 'card', startsOf: null, zone: null });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(15_000);
  });

  it('a session paid from the balance, its extension and its cancel, with their periods', async () => {
    const driver = await newDriver(perm, 100_000);
    const started = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('О100ОО159'),
      PaymentService: '',
    });
    expect(started.status).toBe('ok');
    clock.advance(5);
    expect(
      (await api(perm).post('/api/payment/renew', { Token: driver.token, ReservationId: started.sessionId, Duration: 60, PaymentService: '' })).status,
    ).toBe('ok');
    clock.advance(5);
    expect((await api(perm).post('/api/payment/cancel', { Token: driver.token, ReservationId: started.sessionId })).status).toBe('ok');
    const [cancel, renew, payment, opening] = await operationsOf(perm, driver);
    expect(payment).toMatchObject({ type: 'payment', status: 'done', sum: 60, zone: '101', parking: 'P101', transport: 'О100ОО159', resolution: 'balance' });
    expect(payment).toMatchObject({ startsOf: '2026-11-23T07:00:00.000Z', endOf: '2026-11-23T08:00:00.000Z', duration: 60, tariff: 60 });
    expect(renew).toMatchObject({ type: 'renew', sum: 60, startsOf: '2026-11-23T08:00:00.000Z', endOf: '2026-11-23T09:00:00.000Z', duration: 60 });
    // Cancelled at 12:10 sharp: the time from then to the paid end is returned.
    expect(cancel).toMatchObject({ type: 'cancel', status: 'done', sum: 110, startsOf: '2026-11-23T07:10:00.000Z', endOf: '2026-11-23T09:00:00.000Z' });
    expect(opening).toMatchObject({ type: 'refill', sum: 1000 });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(100_000 - 6000 - 6000 + 11_000);
  });

  it('a start paid through a provider is one payment, though its money passed through the balance', async () => {
    const driver = await newDriver(perm);
    const answer = await api(perm).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 30,
      Vehicle: vehicle('О101ОО159'),
      PaymentService: 'card',
    });
    expect(brief(await operationsOf(perm, driver))).toEqual([{ type: 'payment', status: 'wait', sum: 30 }]);
    await sandbox(perm, answer.RedirectURL, 'pay');
    await sandbox(perm, answer.RedirectURL, 'pay');
    const operations = await operationsOf(perm, driver);
    expect(brief(operations)).toEqual([{ type: 'payment', status: 'done', sum: 30 }]);
    expect(operations[0]).toMatchObject({ resolution: 'card', transport: 'О101ОО159', duration: 30 });
    // Two ledger rows (the credit and the debit), one operation.
    expect(await perm.db.selectFrom('account_operation').select('id').where('driver_id', '=', driver.id).execute()).toHaveLength(2);
  });

  it('a barrier-lot ticket, a subscription and a bonus', async () => {
    const driver = await newDriver(perm, 50_000);
    const lot = await addLot(perm, '970');
    await addTicket(perm, lot, '9700001', minutesBefore(NOON, 60));
    const flat = flatApi(perm, driver.token);
    const quote = (await flat.cost('9700001', '970')).result!;
    const paid = await flat.pay({ paymentService: 'card', parkingNumber: quote.parkingNumber!, sessionId: quote.sessionId! });
    await sandbox(perm, paid.result!.redirectURL!, 'pay');
    // Subscriptions and bonuses have no calls of their own yet; whatever posts them to the ledger is in the history.
    await perm.db.transaction().execute(async (trx) => {
      await ledger.post(trx, { driverId: driver.id, kind: 'subscription', amount: -30_000, idempotencyKey: `test:sub:${driver.id}`, at: perm.now() });
      await ledger.post(trx, { driverId: driver.id, kind: 'bonus', amount: 1200, idempotencyKey: `test:bonus:${driver.id}`, at: perm.now() });
    });
    const operations = await operationsOf(perm, driver);
    expect(brief(operations)).toEqual([
      { type: 'bonus20', status: 'done', sum: 12 },
      { type: 'paymentSubscription', status: 'done', sum: 300 },
      { type: 'paymentGate', status: 'done', sum: 60 },
      { type: 'refill', status: 'done', sum: 500 },
    ]);
    expect(operations[2]).toMatchObject({ zone: '970', parking: '970', endOf: expect.any(String), duration: 60, resolution: 'card' });
    expect(brief((await history(perm, { token: driver.token, Operation: 'Оплата' })).result!)).toEqual([{ type: 'paymentGate', status: 'done', sum: 60 }]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(50_000 - 30_000 + 1200);
  });

  it('a no-balance session waits for its payment in the history and is done once paid, in the same row', async () => {
    const calls = noBalanceCalls(rostov);
    const driver = await newDriver(rostov);
    const { sessionId } = await calls.start(driver, 'Р100РР161');
    clock.advance(30);
    const stopped = await calls.postpone(driver, sessionId);
    expect(stopped.status).toBe('ok');
    const [waiting] = await operationsOf(rostov, driver);
    expect(waiting).toMatchObject({ type: 'payment', status: 'waiting', parking: 'P6101', transport: 'Р100РР161', duration: 30 });
    await sandbox(rostov, stopped.RedirectURL, 'pay');
    const operations = await operationsOf(rostov, driver);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({ orderNumber: waiting!.orderNumber, status: 'done', sum: waiting!.sum, resolution: 'card' });
  });
});

describe('whose history', () => {
  it("answers a driver's own operations only, and TokenNotFound without a driver", async () => {
    const one = await newDriver(perm, 10_000);
    const other = await newDriver(perm);
    await giveMoney(perm, other.id, 20_000);
    expect(brief(await operationsOf(perm, one))).toEqual([{ type: 'refill', status: 'done', sum: 100 }]);
    expect(brief(await operationsOf(perm, other))).toEqual([{ type: 'refill', status: 'done', sum: 200 }]);
    expect(await history(perm, { token: 'unknown' })).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });
});
