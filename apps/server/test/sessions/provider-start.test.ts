import { describe, expect, it } from 'vitest';
import { api, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox, sessionsOf, vehicle, type TestDriver } from './session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const start = (driver: TestDriver, patch: Record<string, unknown> = {}) =>
  api(perm).post<{ sessionId: number; RedirectURL: string }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle('К100КК159'),
    PaymentService: 'card',
    ...patch,
  });

describe('start paid through a provider', () => {
  it('sends the browser to pay; the paid payment starts the session when it completes', async () => {
    const driver = await newDriver(perm);
    const answer = await start(driver);
    expect(answer).toEqual({ status: 'ok', RedirectURL: expect.stringMatching(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/) });
    expect((await perm.app.inject({ url: answer.RedirectURL })).body).toContain('60,00\u00A0₽');
    expect(await sessionsOf(perm, driver.id)).toEqual([]);

    // Paid five minutes later: the session starts then, not when it was asked for.
    clock.set(permTime('2026-11-23', '10:05:30'));
    const paid = await sandbox(perm, answer.RedirectURL, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain('status=done');
    const [session] = await sessionsOf(perm, driver.id);
    expect(session).toMatchObject({
      plate: 'К100КК159',
      kind: 'payment',
      status: 'active',
      paid: 6000,
      start_at: new Date('2026-11-23T05:05:00Z'),
      end_at: new Date('2026-11-23T06:05:00Z'),
    });
    const paymentId = answer.RedirectURL.split('/').pop();
    expect(await operationsOf(perm, driver.id)).toEqual([
      { kind: 'refill', amount: 6000, idempotency_key: `payment:${paymentId}`, session_id: null, payment_id: paymentId },
      { kind: 'payment', amount: -6000, idempotency_key: `session:${session!.id}`, session_id: session!.id, payment_id: paymentId },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('charges nothing and starts nothing when the payment is declined', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await start(driver, { Vehicle: vehicle('К101КК159') });
    expect((await sandbox(perm, RedirectURL, 'decline')).headers.location).toContain('status=declined');
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=declined');
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await operationsOf(perm, driver.id)).toEqual([]);
  });

  it('starts a post-payment at the time it named', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await start(driver, { Vehicle: vehicle('К102КК159'), timestart: '2026-11-23T07:00:00+05:00', Duration: 120 });
    clock.advance(10);
    await sandbox(perm, RedirectURL, 'pay');
    expect(await sessionsOf(perm, driver.id)).toMatchObject([
      { kind: 'postPayment', start_at: new Date('2026-11-23T02:00:00Z'), end_at: new Date('2026-11-23T04:00:00Z'), paid: 12_000 },
    ]);
    expect((await operationsOf(perm, driver.id)).map((o) => [o.kind, o.amount])).toEqual([
      ['refill', 12_000],
      ['postPayment', -12_000],
    ]);
  });

  it("asks the payer's phone of a method that charges one", async () => {
    const driver = await newDriver(perm);
    expect(await start(driver, { Vehicle: vehicle('К106КК159'), PaymentService: 'mobile' })).toMatchObject({ errorName: 'PhoneEmpty' });
    expect(await start(driver, { Vehicle: vehicle('К106КК159'), PaymentService: 'mobile', phone: '+7 912 555-00-01' })).toMatchObject({
      status: 'ok',
      RedirectURL: expect.any(String),
    });
    expect(await perm.db.selectFrom('provider_payment').select(['phone', 'amount', 'purpose', 'method']).where('driver_id', '=', driver.id).execute()).toEqual([
      { phone: '79125550001', amount: 6000, purpose: 'start', method: 'mobile' },
    ]);
  });

  it('credits once and starts one session however often and however concurrently the callback arrives', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await start(driver, { Vehicle: vehicle('К103КК159') });
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox(perm, RedirectURL, 'pay')));
    expect(answers.every((a) => a.statusCode === 303 && String(a.headers.location).includes('status=done'))).toBe(true);
    for (let i = 0; i < 5; i += 1) await sandbox(perm, RedirectURL, 'pay');
    expect(await sessionsOf(perm, driver.id)).toHaveLength(1);
    expect((await operationsOf(perm, driver.id)).map((o) => [o.kind, o.amount])).toEqual([
      ['refill', 6000],
      ['payment', -6000],
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('leaves the money on the balance when the plate was parked while the driver paid', async () => {
    const driver = await newDriver(perm);
    const quick = await newDriver(perm, 6000);
    const { RedirectURL } = await start(driver, { Vehicle: vehicle('К104КК159') });
    expect(await start(quick, { Vehicle: vehicle('К104КК159'), PaymentService: 'balance' })).toMatchObject({ status: 'ok' });
    // The plate is now taken: a second provider start is refused before paying.
    expect(await start(driver, { Vehicle: vehicle('К104КК159') })).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    await sandbox(perm, RedirectURL, 'pay');
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await operationsOf(perm, driver.id)).toMatchObject([{ kind: 'refill', amount: 6000 }]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(6000);
  });

  it('refuses an unknown method before asking anyone to pay', async () => {
    const driver = await newDriver(perm);
    expect(await start(driver, { PaymentService: 'bitcoin', Vehicle: vehicle('К105КК159') })).toMatchObject({ errorName: 'PaymentServiceNotFound' });
    expect(await perm.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driver.id).execute()).toEqual([]);
  });
});
