import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';
import { corpProfile, demoCompanyToken } from './corp-calls.ts';

const [perm] = testCities({ city: 'perm' });
let coop: string;
let driver: string;
beforeAll(async () => {
  coop = await demoCompanyToken(perm);
  driver = (await apiClient(perm).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});

const companyBalance = async () => (await corpProfile(perm, coop)).balance;
const driverBalance = async () => (await apiClient(perm).get<{ result: { balance: number } }>('/api/profile/get-profile', { token: driver })).result.balance;
const refill = (Token: string, RefillAmount: string) =>
  apiClient(perm).post<{ status: string; RedirectURL: string; errorName?: string }>('/api/payment/refill', { Token, PaymentService: 'card', RefillAmount });
const sandboxAction = (url: string, action: 'pay' | 'decline') =>
  perm.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });
const paymentIdOf = (url: string) => url.split('/').pop()!;

async function companyRows(paymentId: string) {
  return perm.db.selectFrom('company_operation').selectAll().where('payment_id', '=', paymentId).execute();
}

describe('a company’s top-up by card', () => {
  it('credits the company only when the provider confirms, once however often the confirmation arrives', async () => {
    const before = await companyBalance();
    const driverBefore = await driverBalance();
    const { RedirectURL } = await refill(coop, '1200,50');
    expect(RedirectURL).toMatch(/^\/city\/perm\/sandbox\/pay\/[\w-]+$/);
    expect((await perm.app.inject({ url: RedirectURL })).body).toContain('1\u00A0200,50\u00A0₽');
    // Waiting at the provider: nothing is credited yet.
    expect(await companyBalance()).toBe(before);

    const paid = await Promise.all(Array.from({ length: 5 }, () => sandboxAction(RedirectURL, 'pay')));
    for (const answer of paid) expect(answer.headers.location).toContain('status=done');
    for (let i = 0; i < 3; i += 1) await sandboxAction(RedirectURL, 'pay');

    expect(await companyBalance()).toBeCloseTo(before + 1200.5, 2);
    const rows = await companyRows(paymentIdOf(RedirectURL));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'refill', amount: 120_050, idempotency_key: `payment:${paymentIdOf(RedirectURL)}`, method: 'card' });
    // The company's money is not a driver's.
    expect(await driverBalance()).toBe(driverBefore);
    const payment = await perm.db.selectFrom('provider_payment').selectAll().where('id', '=', paymentIdOf(RedirectURL)).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ driver_id: null, purpose: 'companyRefill', status: 'done' });
  });

  it('credits nothing when the payment is declined', async () => {
    const before = await companyBalance();
    const { RedirectURL } = await refill(coop, '500');
    expect((await sandboxAction(RedirectURL, 'decline')).headers.location).toContain('status=declined');
    expect((await sandboxAction(RedirectURL, 'pay')).headers.location).toContain('status=declined');
    expect(await companyBalance()).toBe(before);
    expect(await companyRows(paymentIdOf(RedirectURL))).toHaveLength(0);
  });

  it('lets a driver’s token top up only the driver, never a company', async () => {
    const before = await companyBalance();
    const driverBefore = await driverBalance();
    const { RedirectURL } = await refill(driver, '300');
    await sandboxAction(RedirectURL, 'pay');
    expect(await driverBalance()).toBeCloseTo(driverBefore + 300, 2);
    expect(await companyBalance()).toBe(before);
    expect(await companyRows(paymentIdOf(RedirectURL))).toHaveLength(0);
  });

  it('shows a company its own payment’s status, and keeps it from a driver and a driver’s from the company', async () => {
    const { RedirectURL } = await refill(coop, '100');
    const order = paymentIdOf(RedirectURL);
    const status = (token: string, id = order) => apiClient(perm).get('/api/payment/status', { token, order: id });
    expect(await status(coop)).toMatchObject({ status: 'ok', result: { status: 'processing' } });
    expect(await status(driver)).toMatchObject({ status: 'error', errorName: 'NotFound' });
    await sandboxAction(RedirectURL, 'pay');
    expect(await status(coop)).toMatchObject({ status: 'ok', result: { status: 'done', confirmation: { amount: 100 } } });

    const mine = await refill(driver, '100');
    expect(await status(coop, paymentIdOf(mine.RedirectURL))).toMatchObject({ status: 'error', errorName: 'NotFound' });
  });

  it.each([
    [{ RefillAmount: '' }, { errorName: 'ValidationError', fields: { RefillAmount: 'RequiredField' } }],
    [{ RefillAmount: 'сто' }, { errorName: 'ValidationError', fields: { RefillAmount: 'ItNeedToBeANumber' } }],
    [{ RefillAmount: '0' }, { errorName: 'ValidationError', fields: { RefillAmount: 'SumMustBeGreaterThanZero' } }],
    [{ RefillAmount: '15000.01' }, { errorName: 'RefillAmountCanNotBeMaxAllowable' }],
    [{ PaymentService: '' }, { errorName: 'NotSelectedPaymentService' }],
    [{ PaymentService: 'balance' }, { errorName: 'PaymentServiceNotFound' }],
    [{ PaymentService: 'receipt' }, { errorName: 'PaymentServiceNeedsDocument' }],
    [{ PaymentService: 'mobile' }, { errorName: 'PhoneEmpty' }],
  ])('refuses %o with a coop token and writes nothing', async (patch, answer) => {
    const count = async () =>
      Number(
        (
          await perm.db
            .selectFrom('provider_payment')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const body = { Token: coop, PaymentService: 'card', RefillAmount: '100', ...patch };
    expect(await apiClient(perm).post('/api/payment/refill', body)).toMatchObject({ status: 'error', ...answer });
    expect(await count()).toBe(before);
  });
});
