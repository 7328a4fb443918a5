import { describe, expect, it } from 'vitest';
import { bankPaymentService } from '../../src/modules/payment-documents/bank-payment-service.ts';
import { documentJobs } from '../../src/modules/payment-documents/document-jobs.ts';
import { paymentService } from '../../src/modules/payments/payment-service.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, balanceOf, newDriver, permTime } from '../sessions/session-fixtures.ts';
import { bankPay, createRefill, createSubscription, documentOf } from './document-fixtures.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

/** The document job's service over the test city's database and clock, as the server builds it. */
function bankPayments() {
  const payments = paymentService({
    db: perm.db,
    providerFor: () => {
      throw new Error('no provider collects bank payments');
    },
    refund: async () => {},
    now: clock.now,
    expiryMinutes: 15,
    hasBalance: async () => true,
    guestReceipts: async () => {},
    log: perm.app.log,
  });
  return bankPaymentService({ db: perm.db, now: clock.now, payments });
}

const paymentStatus = async (number: string) => {
  const { payment_id } = await documentOf(perm, number);
  return (await perm.db.selectFrom('provider_payment').select('status').where('id', '=', payment_id).executeTakeFirstOrThrow()).status;
};

describe('payment documents past their time', () => {
  it('expire with their waiting payment through the document job, a page at a time, and stay unpaid', async () => {
    const driver = await newDriver(perm);
    const refill = (await createRefill(perm, driver, '300')).result;
    // A subscription's document may be paid no later than the end of its first day.
    const subscription = (await createSubscription(perm, driver, 'AB-WEEK', 'К301КК159', '2026-11-24')).result;
    clock.set(permTime('2026-11-30', '10:00'));
    const fresh = (await createRefill(perm, driver, '500')).result;
    expect(await paymentStatus(subscription.receiptnumber)).toBe('wait');

    const service = bankPayments();
    expect(await service.expireDue(1)).toBe(1);
    expect((await documentOf(perm, subscription.receiptnumber)).status).toBe('expired');
    expect(await paymentStatus(subscription.receiptnumber)).toBe('declined');
    expect((await documentOf(perm, refill.receiptnumber)).status).toBe('issued');

    clock.set(permTime('2026-12-23', '10:00'));
    const [job] = documentJobs(service);
    expect(job!.name).toBe('payment-documents:expire');
    await job!.run();
    expect((await documentOf(perm, refill.receiptnumber)).status).toBe('expired');
    expect(await paymentStatus(refill.receiptnumber)).toBe('declined');
    // Issued a week later, it may still be paid.
    expect((await documentOf(perm, fresh.receiptnumber)).status).toBe('issued');
    expect(await paymentStatus(fresh.receiptnumber)).toBe('wait');
    expect(await service.expireDue(50)).toBe(0);

    // The driver's list reads it expired, and the bank's late money is refused.
    const list = await api(perm).get<{ result: { receiptnumber: string; status: string }[] }>('/api/receipt-list', { token: driver.token });
    expect(list.result.find((r) => r.receiptnumber === refill.receiptnumber)?.status).toBe('expired');
    expect(await bankPay(perm, refill.UIN, '300')).toMatchObject({ errorName: 'PaymentDocumentExpired' });
    expect(await bankPay(perm, fresh.UIN, '500')).toMatchObject({ result: { outcome: 'paid' } });
    expect(await balanceOf(perm, driver.id)).toBe(50_000);
  });

  it('mark a document whose payment completed at the same moment paid, never expired', async () => {
    const driver = await newDriver(perm);
    const doc = (await createRefill(perm, driver, '120')).result;
    const service = bankPayments();
    const { payment_id } = await documentOf(perm, doc.receiptnumber);
    clock.set(permTime('2026-12-23', '10:00'));
    // The money completed the payment just before the job took its document: the job finishes what the bank's call began.
    await perm.db.updateTable('provider_payment').set({ status: 'done' }).where('id', '=', payment_id).execute();
    expect(await service.expireDue(50)).toBe(1);
    expect(await documentOf(perm, doc.receiptnumber)).toMatchObject({ status: 'paid', paid_at: permTime('2026-12-23', '10:00') });
    expect(await service.expireDue(50)).toBe(0);
  });
});
