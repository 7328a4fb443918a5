import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { balanceOf, ledgerIsConsistent, newDriver, operationsOf, permTime } from '../sessions/session-fixtures.ts';
import { bankPay, COMPANY, createRefill, createSubscription, documentOf } from './document-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

const paymentOf = (paymentId: string) => perm.db.selectFrom('provider_payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

describe('the bank pays a document', () => {
  it('credits the top-up through the payment once, and the document becomes paid', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '1500.50');
    expect(await bankPay(perm, result.UIN, '1500.50')).toMatchObject({ status: 'ok', result: { outcome: 'paid', receiptnumber: result.receiptnumber } });
    expect(await bankPay(perm, result.UIN, '1500.50')).toMatchObject({ status: 'ok', result: { outcome: 'alreadyPaid' } });
    expect(await balanceOf(perm, driver.id)).toBe(150_050);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(150_050);
    const row = await documentOf(perm, result.receiptnumber);
    expect(row).toMatchObject({ status: 'paid', paid_at: permTime('2026-11-23', '10:00') });
    expect(await operationsOf(perm, driver.id)).toEqual([
      { kind: 'refill', amount: 150_050, idempotency_key: `payment:${row.payment_id}`, session_id: null, payment_id: row.payment_id },
    ]);
    expect(await perm.db.selectFrom('operation').select(['type', 'status']).where('payment_id', '=', row.payment_id).execute()).toEqual([
      { type: 'refill', status: 'done' },
    ]);
  });

  it('pays nothing for a wrong sum or an unknown UIN, with translated errors', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '100', COMPANY);
    expect(await bankPay(perm, result.UIN, '99.99')).toMatchObject({
      status: 'error',
      errorName: 'PaymentDocumentSumMismatch',
      userMessage: 'Сумма платежа не совпадает с суммой квитанции',
    });
    expect(await bankPay(perm, '03559999999999999990', '100')).toMatchObject({ errorName: 'PaymentDocumentNotFound' });
    expect(await bankPay(perm, result.UIN, 'сто')).toMatchObject({ errorName: 'ValidationError', fields: { sum: 'InvalidFormat' } });
    expect(await balanceOf(perm, driver.id)).toBe(0);
    expect((await documentOf(perm, result.receiptnumber)).status).toBe('issued');
    // The right sum still pays it.
    expect(await bankPay(perm, result.UIN, '100,00')).toMatchObject({ result: { outcome: 'paid' } });
    expect(await balanceOf(perm, driver.id)).toBe(10_000);
  });

  it('credits once when the same document is paid twice at the same moment', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '250');
    const answers = await Promise.all([bankPay(perm, result.UIN, '250'), bankPay(perm, result.UIN, '250'), bankPay(perm, result.UIN, '250')]);
    expect(answers.map((a) => a.result.outcome).sort()).toEqual(['alreadyPaid', 'alreadyPaid', 'paid']);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(25_000);
    expect(await operationsOf(perm, driver.id)).toHaveLength(1);
  });

  it('refuses a document past its time, which then reads expired and its payment declined', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '300');
    clock.set(permTime('2026-12-23', '10:00'));
    expect(await bankPay(perm, result.UIN, '300')).toMatchObject({ errorName: 'PaymentDocumentExpired', userMessage: 'Срок оплаты квитанции истёк' });
    const row = await documentOf(perm, result.receiptnumber);
    expect(row.status).toBe('expired');
    expect((await paymentOf(row.payment_id)).status).toBe('declined');
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });

  it('starts the subscription through the purchase path exactly once', async () => {
    const driver = await newDriver(perm);
    const { result } = await createSubscription(perm, driver, 'AB-WEEK', 'К300КК159', '2026-11-24');
    const [first, second] = await Promise.all([bankPay(perm, result.UIN, '2000'), bankPay(perm, result.UIN, '2000')]);
    expect([first.result.outcome, second.result.outcome].sort()).toEqual(['alreadyPaid', 'paid']);
    const row = await documentOf(perm, result.receiptnumber);
    const subscriptions = await perm.db.selectFrom('subscription').selectAll().where('driver_id', '=', driver.id).execute();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      plate: 'К300КК159',
      payment_id: row.payment_id,
      start_at: permTime('2026-11-24', '00:00'),
      end_at: permTime('2026-12-01', '00:00'),
    });
    expect(Number(subscriptions[0]!.price)).toBe(200_000);
    // The bank's money arrives on the balance and pays the subscription in the same transaction.
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
    expect((await operationsOf(perm, driver.id)).map((o) => [o.kind, Number(o.amount)])).toEqual([
      ['refill', 200_000],
      ['subscription', -200_000],
    ]);
  });
});
