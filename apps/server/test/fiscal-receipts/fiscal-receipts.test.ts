import { describe, expect, it } from 'vitest';
import { ZFiscalReceiptResponse } from '@city-parking/contract/fiscal/fiscal-receipt';
import { apiClient } from '../helpers/api-client.ts';
import { decodeSvgQr } from '../helpers/decode-qr.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { paymentIdOf } from '../payments/payment-fixtures.ts';
import { newDriver, permTime, sandbox, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { act, buy } from '../subscriptions/subscription-fixtures.ts';
import { fetchReceipt, publishedKey, receiptIdOf, receiptsOf, verifies } from './receipt-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock (05:00 UTC).
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const topUp = async (driver: TestDriver, amount: string) => {
  const { RedirectURL } = await apiClient(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
    Token: driver.token,
    PaymentService: 'card',
    RefillAmount: amount,
  });
  return RedirectURL;
};

const operations = async (driver: TestDriver) =>
  (
    await apiClient(perm).get<{ result: { type: string; status: string; sum: number; checkFiscal: string | null }[] }>('/api/profile/get-operations-v2', {
      token: driver.token,
    })
  ).result;

describe('a card top-up', () => {
  it('gets one receipt of an advance, with VAT 22/122, e-mailed, linked from the history and readable by its link', async () => {
    const driver = await newDriver(perm);
    const url = await topUp(driver, '150,50');
    const paymentId = paymentIdOf(url);
    // Paid five times over: the provider repeats its notice.
    for (let i = 0; i < 5; i += 1) expect((await sandbox(perm, url, 'pay')).headers.location).toContain('status=done');

    const [receipt, ...others] = await receiptsOf(perm, paymentId);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      source: `payment:${paymentId}`,
      sign: 'income',
      item: { name: 'Пополнение баланса парковочного счёта (аванс)', settlementMethod: 'advance', subject: 'payment' },
      amount: 15050,
      status: 'issued',
      buyer_email: expect.stringMatching(/@sessions\.test$/),
      emailed_at: expect.any(Date),
    });

    const [operation] = await operations(driver);
    expect(operation).toMatchObject({ type: 'refill', status: 'done', sum: 150.5, checkFiscal: `/receipt/${receipt!.id}?city=perm` });

    const answer = await fetchReceipt(perm, receiptIdOf(operation!.checkFiscal!));
    expect(ZFiscalReceiptResponse.safeParse(answer).success).toBe(true);
    const { result } = ZFiscalReceiptResponse.parse(answer);
    expect(result.receipt).toMatchObject({
      id: receipt!.id,
      sign: 'income',
      seller: { inn: '5902000015' },
      taxSystem: 'osn',
      total: 15050,
      electronic: 15050,
      items: [{ quantity: 1, price: 15050, sum: 15050, settlementMethod: 'advance', subject: 'payment', vatRate: 'vat22_122', vat: 2714 }],
      issuedAt: '2026-11-23T05:00:00.000Z',
      timeZone: 'Asia/Yekaterinburg',
    });
    expect(result.receipt.fn).toMatch(/^9999\d{12}$/);
    expect(result.receipt.registerNumber).toMatch(/^\d{16}$/);
    expect(result.receipt.fp).toMatch(/^\d{1,10}$/);
    expect(result.fnsCheck).toBe(`t=20261123T1000&s=150.50&fn=${result.receipt.fn}&i=${result.receipt.fd}&fp=${result.receipt.fp}&n=1`);
    expect(result.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // What a phone's camera reads off the drawn code is the FNS string itself.
    expect(await decodeSvgQr(result.qrSvg)).toBe(result.fnsCheck);
    expect(result.buyer).toMatch(/^d\*\*\*@sessions\.test$/);

    // The payer's confirmation of the payment links the receipt too.
    const status = await apiClient(perm).get<{ result: { confirmation: { receiptUrl?: string } } }>('/api/payment/status', {
      token: driver.token,
      order: paymentId,
    });
    expect(status.result.confirmation.receiptUrl).toBe(`/receipt/${receipt!.id}?city=perm`);

    const mail = await apiClient(perm).lastMessage(receipt!.buyer_email!);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail.text).toContain(result.fnsCheck);
    expect(mail.text).toContain(`/receipt/${receipt!.id}?city=perm`);
  });

  it('numbers each register’s documents one after another', async () => {
    const driver = await newDriver(perm);
    const fds: number[] = [];
    for (const amount of ['10', '20']) {
      const url = await topUp(driver, amount);
      await sandbox(perm, url, 'pay');
      const [receipt] = await receiptsOf(perm, paymentIdOf(url));
      fds.push(Number((await fetchReceipt(perm, receipt!.id)).result!.receipt.fd));
    }
    expect(fds[1]).toBe(fds[0]! + 1);
  });

  it('gets none when the payment is declined', async () => {
    const driver = await newDriver(perm);
    const url = await topUp(driver, '10');
    await sandbox(perm, url, 'decline');
    expect(await receiptsOf(perm, paymentIdOf(url))).toEqual([]);
    expect((await operations(driver))[0]).toMatchObject({ status: 'cancel', checkFiscal: null });
  });
});

describe('a session and a subscription paid directly', () => {
  it('gets full settlement at 22 % for a session start', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await apiClient(perm).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('К300КК159'),
      PaymentService: 'card',
    });
    await sandbox(perm, RedirectURL, 'pay');
    const [receipt] = await receiptsOf(perm, paymentIdOf(RedirectURL));
    expect(receipt).toMatchObject({ sign: 'income', amount: 6000, item: { settlementMethod: 'fullSettlement', subject: 'service' } });
    expect(receipt!.item.name).toMatch(/^Оплата парковки: .*зона 101, К300КК159$/);
    const { result } = await fetchReceipt(perm, receipt!.id);
    expect(result!.receipt.items[0]).toMatchObject({ vatRate: 'vat22', vat: 1082 });
    const [operation] = await operations(driver);
    expect(operation).toMatchObject({ type: 'payment', checkFiscal: `/receipt/${receipt!.id}?city=perm` });
  });

  it('gets full settlement for a subscription, and a return receipt for the part refunded', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await buy(perm, driver, 'AB-MONTH', 'К301КК159', '2026-11-23', { paymentService: 'card' });
    await sandbox(perm, RedirectURL!, 'pay');
    const paymentId = paymentIdOf(RedirectURL!);
    const [income] = await receiptsOf(perm, paymentId);
    expect(income).toMatchObject({ sign: 'income', amount: 600_000, item: { settlementMethod: 'fullSettlement', subject: 'service' } });
    expect(income!.item.name).toContain('Абонемент на парковку, К301КК159');

    clock.set(permTime('2026-11-25', '15:00'));
    const orderNum = String((await perm.db.selectFrom('subscription').select('id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).id);
    expect(await act(perm, driver.token, '/backend/v2/refund', { orderNum })).toMatchObject({
      status: 'ok',
      result: { amount: 540_000, destination: 'provider' },
    });

    const receipts = await receiptsOf(perm, paymentId);
    expect(receipts).toHaveLength(2);
    const refund = receipts.find((r) => r.sign === 'incomeReturn');
    expect(refund).toMatchObject({ source: `refund:subscription-refund:${orderNum}`, amount: 540_000, status: 'issued', item: income!.item });
    const { result } = await fetchReceipt(perm, refund!.id);
    expect(result!.fnsCheck).toMatch(/^t=20261125T1500&s=5400\.00&.*&n=2$/);
    expect(result!.receipt.items[0]).toMatchObject({ settlementMethod: 'fullSettlement', vatRate: 'vat22', vat: 97_377 });

    const [cancel, bought] = await operations(driver);
    expect(cancel).toMatchObject({ type: 'cancel', checkFiscal: `/receipt/${refund!.id}?city=perm` });
    expect(bought).toMatchObject({ type: 'paymentSubscription', checkFiscal: `/receipt/${income!.id}?city=perm` });
  });
});

describe('signatures', () => {
  it('verify with the key the site options publish; a changed amount or time fails', async () => {
    const driver = await newDriver(perm);
    const url = await topUp(driver, '99,99');
    await sandbox(perm, url, 'pay');
    const [receipt] = await receiptsOf(perm, paymentIdOf(url));
    const { result } = ZFiscalReceiptResponse.parse(await fetchReceipt(perm, receipt!.id));
    const key = await publishedKey(perm);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(verifies(result.receipt, result.signature, key)).toBe(true);
    expect(verifies({ ...result.receipt, total: result.receipt.total + 1 }, result.signature, key)).toBe(false);
    expect(verifies({ ...result.receipt, items: [{ ...result.receipt.items[0]!, sum: 1 }] }, result.signature, key)).toBe(false);
    expect(verifies({ ...result.receipt, issuedAt: '2026-11-23T05:01:00.000Z' }, result.signature, key)).toBe(false);
  });
});

describe('GET /api/fiscal-receipt/v1', () => {
  it.each([
    [{}, { errorName: 'ValidationError', fields: { id: 'RequiredField' } }],
    [{ id: 'short' }, { errorName: 'ValidationError', fields: { id: 'InvalidFormat' } }],
    [{ id: 'a'.repeat(65) }, { errorName: 'ValidationError', fields: { id: 'InvalidFormat' } }],
    [{ id: 'AAAAAAAAAAAAAAAAAAAAAA' }, { errorName: 'NotFound' }],
  ])('answers %o with %o', async (query, answer) => {
    expect(await apiClient(perm).get('/api/fiscal-receipt/v1', query)).toMatchObject({ status: 'error', ...answer });
  });
});
