import { describe, expect, it } from 'vitest';
import { ZPayDeferredResponse } from '@city-parking/contract/payments/no-balance';
import { ledgerIsConsistent, newDriver, operationsOf, sandbox, type TestDriver } from '../session-fixtures.ts';
import { noBalanceCalls, rostovTime } from './no-balance-fixtures.ts';
import { testCityAt } from '../../helpers/test-cities.ts';

// Monday 23 November 2026, 10:00 in Rostov; zone P6101 charges 60 ₽/h around the clock.
const { clock, city: rostov } = testCityAt(rostovTime('2026-11-23', '10:00'), { city: 'rostov' });
const calls = noBalanceCalls(rostov);

let plates = 0;

/** A session of a fresh plate that ran an hour and was postponed: 60 ₽ due. */
async function postponed(driver: TestDriver) {
  plates += 1;
  const { sessionId } = await calls.start(driver, `Т${String(plates).padStart(3, '0')}ТТ161`);
  clock.advance(60);
  const answer = await calls.postpone(driver, sessionId);
  expect(answer).toMatchObject({ status: 'ok', amountToPay: 60 });
  return { sessionId, RedirectURL: answer.RedirectURL };
}

const statusOf = async (redirectUrl: string) =>
  (await rostov.db.selectFrom('provider_payment').select('status').where('id', '=', redirectUrl.split('/').pop()!).executeTakeFirstOrThrow()).status;

describe('deferred sessions and their payment', () => {
  it('pays a waiting session once however often and however concurrently the callback arrives', async () => {
    const driver = await newDriver(rostov);
    const { sessionId, RedirectURL } = await postponed(driver);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => sandbox(rostov, RedirectURL, 'pay')));
    expect(concurrent.every((a) => a.statusCode === 303 && String(a.headers.location).includes('status=done'))).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await sandbox(rostov, RedirectURL, 'pay')).headers.location).toContain('status=done');
    expect(await calls.row(sessionId)).toMatchObject({ status: 'done', amount_to_pay: 0, paid: 6000 });
    const paymentId = RedirectURL.split('/').pop();
    expect(await operationsOf(rostov, driver.id)).toEqual([
      { kind: 'refill', amount: 6000, idempotency_key: `payment:${paymentId}`, session_id: null, payment_id: paymentId },
      { kind: 'payment', amount: -6000, idempotency_key: `session:${sessionId}`, session_id: sessionId, payment_id: paymentId },
    ]);
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
    expect(await calls.profileSessions(driver)).toEqual([]);
    expect(await calls.payDeferred(driver, sessionId)).toMatchObject({ errorName: 'ParkingSessionIsOver' });
  });

  it('keeps a session whose window was closed or whose payment was declined waiting, payable with deffered/v1', async () => {
    const driver = await newDriver(rostov);
    const { sessionId, RedirectURL } = await postponed(driver);
    await sandbox(rostov, RedirectURL, 'decline');
    expect(await calls.profileSessions(driver)).toMatchObject([{ id: sessionId, status: 'waiting', amountToPay: 60 }]);

    const again = await calls.payDeferred(driver, sessionId, { PaymentService: 'sbp' });
    expect(ZPayDeferredResponse.safeParse(again).success).toBe(true);
    expect(again).toEqual({ status: 'ok', amountToPay: 60, RedirectURL: expect.any(String) });
    expect(again.RedirectURL).not.toBe(RedirectURL);
    const card = await calls.payDeferred(driver, sessionId);
    await sandbox(rostov, card.RedirectURL, 'pay');
    expect(await calls.row(sessionId)).toMatchObject({ status: 'done', paid: 6000 });
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
  });

  it('refunds a second payment of an already paid session: Rostov has no balance to keep it on', async () => {
    const driver = await newDriver(rostov);
    const { sessionId, RedirectURL } = await postponed(driver);
    const second = await calls.payDeferred(driver, sessionId);
    expect((await sandbox(rostov, second.RedirectURL, 'pay')).headers.location).toContain('status=done');
    // The first payment completes after the second paid the session: its money goes back.
    expect((await sandbox(rostov, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect((await sandbox(rostov, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await calls.row(sessionId)).toMatchObject({ status: 'done', paid: 6000 });
    expect((await operationsOf(rostov, driver.id)).map((o) => [o.kind, o.amount])).toEqual([
      ['refill', 6000],
      ['payment', -6000],
    ]);
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
    expect(await statusOf(RedirectURL)).toBe('refunded');
  });

  it('settles once when two different payments of a session complete at the same time, and refunds the other', async () => {
    const driver = await newDriver(rostov);
    const { sessionId, RedirectURL } = await postponed(driver);
    const second = await calls.payDeferred(driver, sessionId);
    await Promise.all([sandbox(rostov, RedirectURL, 'pay'), sandbox(rostov, second.RedirectURL, 'pay'), sandbox(rostov, RedirectURL, 'pay')]);
    expect(await calls.row(sessionId)).toMatchObject({ status: 'done', paid: 6000 });
    expect((await operationsOf(rostov, driver.id)).filter((o) => o.kind === 'payment')).toHaveLength(1);
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
    expect([await statusOf(RedirectURL), await statusOf(second.RedirectURL)].sort()).toEqual(['done', 'refunded']);
  });

  it('pays only waiting sessions of the driver, through a provider method', async () => {
    const driver = await newDriver(rostov);
    const other = await newDriver(rostov);
    // Started first: a driver who owes a deferred payment starts no new session.
    const running = await calls.start(driver, 'Т999ТТ161');
    const { sessionId } = await postponed(driver);
    expect(await calls.payDeferred(other, sessionId)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await calls.payDeferred(driver, sessionId, { PaymentService: '' })).toMatchObject({ errorName: 'NotSelectedPaymentService' });
    expect(await calls.payDeferred(driver, sessionId, { PaymentService: 'bitcoin' })).toMatchObject({ errorName: 'PaymentServiceNotFound' });
    expect(await calls.payDeferred(driver, running.sessionId)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await calls.postpone(driver, sessionId)).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    expect(await calls.breakOff(driver, sessionId)).toMatchObject({ errorName: 'ParkingSessionIsOver' });
  });

  it('starts the plate again right after its deferred parking was paid, within the minute it was stopped in', async () => {
    const driver = await newDriver(rostov);
    clock.set(rostovTime('2026-11-24', '11:00'));
    const { sessionId } = await calls.start(driver, 'Т900ТТ161');
    // Stopped at 11:01:30: the minute begun is charged, so the session is billed to 11:02.
    clock.set(rostovTime('2026-11-24', '11:01:30'));
    const stopped = await calls.postpone(driver, sessionId);
    expect(await calls.row(sessionId)).toMatchObject({ status: 'waiting', end_at: rostovTime('2026-11-24', '11:02') });
    await sandbox(rostov, stopped.RedirectURL, 'pay');
    expect(await calls.profileSessions(driver)).toEqual([]);

    // The car left at 11:01:30; nothing the driver can see holds the plate any more.
    clock.set(rostovTime('2026-11-24', '11:01:50'));
    const again = await calls.start(driver, 'Т900ТТ161');
    expect(again).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    expect(await calls.row(again.sessionId)).toMatchObject({ status: 'active', start_at: rostovTime('2026-11-24', '11:01'), end_at: null });
  });
});
