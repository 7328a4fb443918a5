import { beforeAll, describe, expect, it } from 'vitest';
import { compactUtc } from '@city-parking/contract/payments/payment-from-portal';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({ city: 'perm' });
let token: string;
beforeAll(async () => {
  token = (await apiClient(perm).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});

const balance = async () => (await apiClient(perm).get<{ result: { balance: number } }>('/api/profile/get-profile', { token })).result.balance;

/** A top-up by SBP: the card widget's address on the web app, parsed. */
async function widgetTopUp(rubles: string, language = 'ru') {
  const { RedirectURL } = await apiClient(perm, { language }).post<{ RedirectURL: string }>('/api/payment/refill', {
    Token: token,
    PaymentService: 'sbp',
    RefillAmount: rubles,
  });
  const url = new URL(RedirectURL, 'http://web.test');
  return { url, invoiceId: url.searchParams.get('invoiceId')!, amount: url.searchParams.get('amount')! };
}

const report = (order: string, amount: string, status: string, patch: Record<string, string> = {}) =>
  apiClient(perm).get<{ result: string }>('/api/payment/payment-from-portal', {
    source: 'widget',
    order,
    billnumber: order,
    amount,
    paymentDate: compactUtc(new Date()),
    status,
    ...patch,
  });

describe('payment through the card widget', () => {
  it("sends the browser to the web app's /payment page with the invoice for the widget", async () => {
    const { url, invoiceId } = await widgetTopUp('1 500,5');
    expect(url.pathname).toBe('/payment');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: '1500.50',
      currency: 'RUB',
      invoiceId,
      email: 'ivanov@parking.test',
      type: 'refill',
      language: 'ru',
    });
    expect((await widgetTopUp('10', 'en')).url.searchParams.get('language')).toBe('en');
  });

  it('credits an authorized payment once, even when the report arrives five times', async () => {
    const before = await balance();
    const { invoiceId, amount } = await widgetTopUp('150');
    expect(await report(invoiceId, amount, 'authorized')).toMatchObject({ status: 'ok', result: 'done' });
    for (let i = 0; i < 4; i += 1) expect(await report(invoiceId, amount, 'authorized')).toMatchObject({ status: 'ok', result: 'done' });
    expect(await balance()).toBe(before + 150);
  });

  it('credits once when five reports arrive at the same time', async () => {
    const before = await balance();
    const { invoiceId, amount } = await widgetTopUp('75.25');
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(invoiceId, amount, 'authorized')));
    expect(answers.map((a) => a.result)).toEqual(Array(5).fill('done'));
    expect(await balance()).toBe(before + 75.25);
  });

  it('declines a payment that was not authorized, and a later authorized report changes nothing', async () => {
    const before = await balance();
    const { invoiceId, amount } = await widgetTopUp('300');
    expect(await report(invoiceId, amount, 'not authorized')).toMatchObject({ status: 'ok', result: 'declined' });
    expect(await report(invoiceId, amount, 'authorized')).toMatchObject({ status: 'ok', result: 'declined' });
    expect(await balance()).toBe(before);
  });

  it('changes nothing for a wrong amount or an unknown order', async () => {
    const before = await balance();
    const { invoiceId, amount } = await widgetTopUp('200');
    expect(await report(invoiceId, '2000.00', 'authorized')).toMatchObject({
      status: 'error',
      errorName: 'ValidationError',
      fields: { amount: 'InvalidFormat' },
    });
    expect(await report('no-such-order', amount, 'authorized')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await balance()).toBe(before);
    // The payment still waits for its real report.
    expect(await report(invoiceId, '200', 'authorized')).toMatchObject({ result: 'done' });
    expect(await balance()).toBe(before + 200);
  });

  it('does not complete a payment of another provider through the widget report', async () => {
    const before = await balance();
    const { RedirectURL } = await apiClient(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
      Token: token,
      PaymentService: 'card',
      RefillAmount: '40',
    });
    const id = RedirectURL.split('/').pop()!;
    expect(await report(id, '40.00', 'authorized')).toMatchObject({ status: 'error', errorName: 'PaymentServiceNotFound' });
    expect(await balance()).toBe(before);
  });

  it.each([
    [{ status: 'maybe' }, 'status'],
    [{ paymentDate: '2026-05-01' }, 'paymentDate'],
    [{ amount: '12,50' }, 'amount'],
    [{ source: '' }, 'source'],
  ])('refuses a malformed report %o', async (patch, field) => {
    const { invoiceId, amount } = await widgetTopUp('5');
    const answer = await report(invoiceId, amount, 'authorized', patch);
    expect(answer).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    expect(Object.keys(answer.fields as object)).toContain(field);
  });
});
