import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox } from '../sessions/session-fixtures.ts';
import { addLot, addTicket, flatApi, guestToken, minutesBefore, ticketOf } from './flat-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const NOON = permTime('2026-11-23', '12:00');
const { clock, city: perm } = testCityAt(NOON);
let lot: number;
let tickets = 0;
beforeAll(async () => {
  // 60 ₽ an hour; a paid ticket has 15 minutes to reach the exit.
  lot = await addLot(perm, '960', { freeMinutes: 15, exitMinutes: 15 });
});

/** A ticket of lot 960 that entered `minutes` before noon. */
async function newTicket(minutes: number): Promise<string> {
  tickets += 1;
  const number = `960${String(tickets).padStart(4, '0')}`;
  await addTicket(perm, lot, number, minutesBefore(NOON, minutes));
  return number;
}

/** Quotes a ticket and asks to pay it; the answer and the quote. */
async function quoteAndPay(token: string, ticketNumber: string, body: Record<string, string> = {}) {
  const api = flatApi(perm, token);
  const quote = (await api.cost(ticketNumber, '960')).result!;
  const answer = await api.pay({ paymentService: 'card', parkingNumber: quote.parkingNumber!, sessionId: quote.sessionId!, ...body });
  return { quote, answer, redirect: answer.result?.redirectURL ?? '' };
}

describe('paying a ticket', () => {
  it('sends the driver to the provider; the paid payment marks the ticket paid with its exit deadline', async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(90);
    const { quote, answer, redirect } = await quoteAndPay(driver.token, number);
    expect(quote.cost).toBe(90);
    expect(answer).toEqual({ status: 'ok', result: { redirectURL: expect.stringMatching(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/) } });
    expect((await perm.app.inject({ url: redirect })).body).toContain('90,00\u00A0₽');
    const paymentId = redirect.split('/').pop()!;
    expect(
      await perm.db
        .selectFrom('provider_payment')
        .select(['driver_id', 'purpose', 'amount', 'method', 'status'])
        .where('id', '=', paymentId)
        .executeTakeFirst(),
    ).toEqual({
      driver_id: driver.id,
      purpose: 'flat',
      amount: 9000,
      method: 'card',
      status: 'wait',
    });
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'unpaid', paid: 0 });

    // Paid 20 seconds later: the exit deadline runs from the payment.
    clock.set(new Date(NOON.getTime() + 20_000));
    const paid = await sandbox(perm, redirect, 'pay');
    expect(paid.headers.location).toContain('status=done');
    expect(await ticketOf(perm, number)).toMatchObject({
      status: 'paid',
      paid: 9000,
      paid_until: NOON,
      exit_deadline: new Date(NOON.getTime() + 20_000 + 15 * 60_000),
    });
    // The provider's money paid for the ticket: nothing goes through the driver's balance.
    expect(await operationsOf(perm, driver.id)).toEqual([]);
  });

  it('marks the ticket paid once however often and however concurrently the callback arrives', async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(60);
    const { redirect } = await quoteAndPay(driver.token, number);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox(perm, redirect, 'pay')));
    expect(answers.every((a) => a.statusCode === 303 && String(a.headers.location).includes('status=done'))).toBe(true);
    clock.advance(5);
    for (let i = 0; i < 3; i += 1) await sandbox(perm, redirect, 'pay');
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'paid', paid: 6000, exit_deadline: new Date(NOON.getTime() + 15 * 60_000) });
    expect(await perm.db.selectFrom('provider_payment').select('status').where('purpose', '=', 'flat').where('driver_id', '=', driver.id).execute()).toEqual([
      { status: 'done' },
    ]);
  });

  it('leaves the ticket unpaid when the payment is declined', async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(60);
    const { redirect } = await quoteAndPay(driver.token, number);
    expect((await sandbox(perm, redirect, 'decline')).headers.location).toContain('status=declined');
    expect((await sandbox(perm, redirect, 'pay')).headers.location).toContain('status=declined');
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'unpaid', paid: 0, paid_until: null });
    expect((await flatApi(perm, driver.token).cost(number, '960')).result).toMatchObject({ cost: 60 });
  });
});

describe('a paid ticket', () => {
  it('costs nothing until its exit deadline, then the stay since it was paid', async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(45);
    const { redirect } = await quoteAndPay(driver.token, number);
    await sandbox(perm, redirect, 'pay');
    const api = flatApi(perm, driver.token);

    clock.advance(14);
    const free = (await api.cost(number, '960')).result!;
    expect(free.cost).toBe(0);
    expect(await api.pay({ paymentService: 'card', parkingNumber: '960', sessionId: free.sessionId! })).toMatchObject({
      status: 'ok',
      result: { message: expect.stringContaining('Оплата не требуется') },
    });

    // Still inside at the deadline: the time since noon is due, without a second free period.
    clock.set(new Date(NOON.getTime() + 15 * 60_000));
    const again = await quoteAndPay(driver.token, number);
    expect(again.quote.cost).toBe(15);
    clock.advance(1);
    await sandbox(perm, again.redirect, 'pay');
    expect(await ticketOf(perm, number)).toMatchObject({
      paid: 4500 + 1500,
      paid_until: new Date(NOON.getTime() + 15 * 60_000),
      exit_deadline: new Date(NOON.getTime() + 31 * 60_000),
    });
  });

  it('refuses a price asked for before the ticket was paid', async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(30);
    const api = flatApi(perm, driver.token);
    const { redirect } = await quoteAndPay(driver.token, number);
    const older = (await api.cost(number, '960')).result!;
    await sandbox(perm, redirect, 'pay');
    expect(await api.pay({ paymentService: 'card', parkingNumber: '960', sessionId: older.sessionId! })).toMatchObject({ errorName: 'PriceChangedTryLater' });
  });

  it("applies only the first of two payments of one stay; the second goes to the driver's balance", async () => {
    const driver = await newDriver(perm);
    const number = await newTicket(50);
    const first = await quoteAndPay(driver.token, number);
    const second = await quoteAndPay(driver.token, number);
    await sandbox(perm, second.redirect, 'pay');
    await sandbox(perm, first.redirect, 'pay');
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'paid', paid: 5000 });
    expect(await balanceOf(perm, driver.id)).toBe(5000);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(5000);
  });

  it("refunds a guest's second payment of one stay: a guest has no balance to keep it on", async () => {
    const guest = await guestToken(perm);
    const number = await newTicket(50);
    const first = await quoteAndPay(guest, number);
    const second = await quoteAndPay(guest, number);
    expect((await sandbox(perm, second.redirect, 'pay')).headers.location).toContain('status=done');
    expect((await sandbox(perm, first.redirect, 'pay')).headers.location).toContain('status=refunded');
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'paid', paid: 5000 });
    const statuses = await perm.db
      .selectFrom('provider_payment')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        [first.redirect, second.redirect].map((r) => r.split('/').pop()!),
      )
      .execute();
    expect(Object.fromEntries(statuses.map((p) => [p.id, p.status]))).toEqual({
      [first.redirect.split('/').pop()!]: 'refunded',
      [second.redirect.split('/').pop()!]: 'done',
    });
  });
});

describe('who pays and how', () => {
  it('lets a guest token price and pay a ticket; the payment belongs to no driver', async () => {
    const guest = await guestToken(perm);
    const number = await newTicket(120);
    const { quote, redirect } = await quoteAndPay(guest, number);
    expect(quote.cost).toBe(120);
    expect(redirect).toMatch(/\/sandbox\/pay\//);
    await sandbox(perm, redirect, 'pay');
    expect(await ticketOf(perm, number)).toMatchObject({ status: 'paid', paid: 12_000 });
    expect(await perm.db.selectFrom('provider_payment').select('driver_id').where('id', '=', redirect.split('/').pop()!).executeTakeFirst()).toEqual({
      driver_id: null,
    });
  });

  it("refuses tokens that are neither a driver's nor a guest's", async () => {
    const number = await newTicket(10);
    expect(await flatApi(perm, '').pay({ paymentService: 'card', parkingNumber: '960', sessionId: 'x' })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await flatApi(perm, 'unknown').cost(number, '960')).toMatchObject({ errorName: 'TokenNotFound' });
  });

  it.each([
    [{ paymentService: '' }, 'NotSelectedPaymentService'],
    [{ paymentService: 'balance' }, 'PaymentServiceNotFound'],
    [{ paymentService: 'cash' }, 'PaymentServiceNotFound'],
    [{ paymentService: 'mobile' }, 'PhoneEmpty'],
  ])('answers the method %o with %s and records no payment', async (body, errorName) => {
    const driver = await newDriver(perm);
    const { answer } = await quoteAndPay(driver.token, await newTicket(60), body);
    expect(answer).toMatchObject({ status: 'error', errorName });
    expect(await perm.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driver.id).execute()).toEqual([]);
  });

  it('charges the phone a phone method names', async () => {
    const driver = await newDriver(perm);
    const { answer } = await quoteAndPay(driver.token, await newTicket(60), { paymentService: 'mobile', phone: '+7 912 555-00-09' });
    expect(answer).toMatchObject({ status: 'ok', result: { redirectURL: expect.any(String) } });
    expect(await perm.db.selectFrom('provider_payment').select(['phone', 'purpose', 'amount']).where('driver_id', '=', driver.id).execute()).toEqual([
      { phone: '79125550009', purpose: 'flat', amount: 6000 },
    ]);
  });
});
