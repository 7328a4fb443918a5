import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm, rostov] = testCities({ city: 'perm' }, { city: 'rostov' });
let token: string;
beforeAll(async () => {
  token = (await apiClient(perm).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});

const balance = async () => (await apiClient(perm).get<{ result: { balance: number } }>('/api/profile/get-profile', { token })).result.balance;
const sandboxAction = (url: string, action: 'pay' | 'decline') =>
  perm.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });

describe('top-up through the sandbox provider', () => {
  it('sends the browser to the sandbox page; Pay credits the balance once however often it arrives', async () => {
    const api = apiClient(perm);
    const { RedirectURL } = await api.post<{ RedirectURL: string }>('/api/payment/refill', { Token: token, PaymentService: 'card', RefillAmount: '150,50' });
    expect(RedirectURL).toMatch(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/);

    const page = await perm.app.inject({ url: RedirectURL });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('150,50\u00A0₽');
    expect(page.body).toContain('value="pay"');

    const paid = await sandboxAction(RedirectURL, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/payment\?order=[\w-]+&status=done$/);
    expect(await balance()).toBe(150.5);

    for (let i = 0; i < 4; i += 1) expect((await sandboxAction(RedirectURL, 'pay')).headers.location).toContain('status=done');
    expect(await balance()).toBe(150.5);
    expect((await perm.app.inject({ url: RedirectURL })).body).toContain('оплачен');
  });

  it('changes nothing when the payment is declined, and a declined payment cannot be paid later', async () => {
    const api = apiClient(perm);
    const before = await balance();
    const { RedirectURL } = await api.post<{ RedirectURL: string }>('/api/payment/refill', { Token: token, PaymentService: 'card', RefillAmount: '500' });
    expect((await sandboxAction(RedirectURL, 'decline')).headers.location).toContain('status=declined');
    expect((await sandboxAction(RedirectURL, 'pay')).headers.location).toContain('status=declined');
    expect(await balance()).toBe(before);
  });

  it.each([
    [{ RefillAmount: '' }, { errorName: 'ValidationError', fields: { RefillAmount: 'RequiredField' } }],
    [{ RefillAmount: 'сто' }, { errorName: 'ValidationError', fields: { RefillAmount: 'ItNeedToBeANumber' } }],
    [{ RefillAmount: '1.2.3' }, { errorName: 'ValidationError', fields: { RefillAmount: 'ItNeedToBeANumber' } }],
    [{ RefillAmount: '1.234' }, { errorName: 'ValidationError', fields: { RefillAmount: 'InvalidFormat' } }],
    [{ RefillAmount: '10.999' }, { errorName: 'ValidationError', fields: { RefillAmount: 'InvalidFormat' } }],
    [{ RefillAmount: '0' }, { errorName: 'ValidationError', fields: { RefillAmount: 'SumMustBeGreaterThanZero' } }],
    [{ RefillAmount: '0,00' }, { errorName: 'ValidationError', fields: { RefillAmount: 'SumMustBeGreaterThanZero' } }],
    [{ RefillAmount: '-50' }, { errorName: 'ValidationError', fields: { RefillAmount: 'SumMustBeGreaterThanZero' } }],
    [{ RefillAmount: '15000.01' }, { errorName: 'RefillAmountCanNotBeMaxAllowable' }],
    [{ PaymentService: '' }, { errorName: 'NotSelectedPaymentService' }],
    [{ PaymentService: 'balance' }, { errorName: 'PaymentServiceNotFound' }],
    [{ PaymentService: 'bitcoin' }, { errorName: 'PaymentServiceNotFound' }],
    [{ PaymentService: 'mobile' }, { errorName: 'PhoneEmpty' }],
    [{ Token: 'unknown' }, { errorName: 'TokenNotFound' }],
  ])('refuses %o', async (patch, answer) => {
    const body = { Token: token, PaymentService: 'card', RefillAmount: '100', ...patch };
    expect(await apiClient(perm).post('/api/payment/refill', body)).toMatchObject({ status: 'error', ...answer });
  });

  it.each([
    ['1,5', '1,50\u00A0₽'],
    [' 100 ', '100,00\u00A0₽'],
  ])('takes %j as an amount, as the form does', async (typed, shown) => {
    const { RedirectURL } = await apiClient(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
      Token: token,
      PaymentService: 'card',
      RefillAmount: typed,
    });
    expect((await perm.app.inject({ url: RedirectURL })).body).toContain(shown);
  });

  it('has no top-up in a city without a balance', async () => {
    const rostovToken = (await apiClient(rostov).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' }))
      .id_session;
    expect(await apiClient(rostov).post('/api/payment/refill', { Token: rostovToken, PaymentService: 'card', RefillAmount: '100' })).toMatchObject({
      errorName: 'AccountNotFound',
    });
  });
});
