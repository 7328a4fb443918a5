import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

const PHONE = '79120000002';

let perm: TestCity;
let token: string;
beforeAll(async () => {
  perm = await createTestCity({ city: 'perm' });
  token = (await apiClient(perm).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});
afterAll(() => perm.close());

const balance = async () => (await apiClient(perm).get<{ result: { balance: number } }>('/api/profile/get-profile', { token })).result.balance;
const topUpByPhone = (rubles: string, language = 'ru') =>
  apiClient(perm, { language }).post<{ RedirectURL: string }>('/api/payment/refill', { Token: token, PaymentService: 'mobile', RefillAmount: rubles, phone: '+7 912 000-00-02' });
const answer = (text: string, from = PHONE) => apiClient(perm).post<{ payment: string; result: string }>('/dev/outbox/reply', { from, text });

describe('payment from the phone account', () => {
  it('asks by SMS with the amount and sends the browser to the wait-for-SMS page', async () => {
    const before = await balance();
    const { status, RedirectURL } = await topUpByPhone('150');
    expect(status).toBe('ok');
    expect(RedirectURL).toBe('/phone-payment-callback');
    const sms = await apiClient(perm).lastMessage(PHONE);
    expect(sms).toMatchObject({ channel: 'sms', to: PHONE, code: null });
    expect(sms.text).toBe('Городская парковка: подтвердите оплату 150.00 ₽. Ответьте 1 — оплатить, 0 — отказаться.');
    // Nothing arrives before the payer answers.
    expect(await balance()).toBe(before);
    await answer('0');
  });

  it('credits once when the payer answers 1; a repeated answer finds nothing waiting', async () => {
    const before = await balance();
    await topUpByPhone('150');
    const paid = await answer(' 1 ');
    expect(paid).toMatchObject({ status: 'ok', result: 'done' });
    expect(paid.payment).toMatch(/^[\w-]+$/);
    expect(await balance()).toBe(before + 150);
    expect(await answer('1')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await balance()).toBe(before + 150);
  });

  it('declines on 0 (or any other answer) and credits nothing', async () => {
    const before = await balance();
    for (const text of ['0', 'нет', 'stop']) {
      await topUpByPhone('70');
      expect(await answer(text)).toMatchObject({ status: 'ok', result: 'declined' });
    }
    expect(await balance()).toBe(before);
  });

  it.each(['да', 'ДА', 'yes', 'Yes'])('takes %s as yes', async (text) => {
    const before = await balance();
    await topUpByPhone('10');
    expect(await answer(text)).toMatchObject({ result: 'done' });
    expect(await balance()).toBe(before + 10);
  });

  it('answers the newest waiting payment of the phone first', async () => {
    const before = await balance();
    await topUpByPhone('100');
    await topUpByPhone('200');
    expect(await answer('1')).toMatchObject({ result: 'done' });
    expect(await balance()).toBe(before + 200);
    expect(await answer('0')).toMatchObject({ result: 'declined' });
    expect(await balance()).toBe(before + 200);
    expect(await answer('1')).toMatchObject({ errorName: 'NotFound' });
  });

  it('credits once when the same answer arrives five times at once', async () => {
    const before = await balance();
    await topUpByPhone('55.50');
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer('1')));
    expect(answers.filter((a) => a.status === 'ok').every((a) => a.result === 'done')).toBe(true);
    expect(answers.filter((a) => a.status === 'error').every((a) => a.errorName === 'NotFound')).toBe(true);
    expect(await balance()).toBe(before + 55.5);
  });

  it('writes the SMS and the wait page address in English for a payer who began in English', async () => {
    const { RedirectURL } = await topUpByPhone('1500', 'en');
    expect(RedirectURL).toBe('/en/phone-payment-callback');
    expect((await apiClient(perm).lastMessage(PHONE)).text).toBe('City Parking: confirm the payment of 1 500.00 ₽. Reply 1 to pay, 0 to decline.');
    await answer('0');
  });

  it('takes an answer as JSON and from a phone written with +7', async () => {
    const before = await balance();
    await topUpByPhone('20');
    const response = await perm.app.inject({ method: 'POST', url: perm.api('/dev/outbox/reply'), payload: { from: '+7 (912) 000-00-02', text: '1' } });
    expect(response.json()).toMatchObject({ status: 'ok', result: 'done' });
    expect(await balance()).toBe(before + 20);
  });

  it('refuses an answer from a phone with nothing waiting or from no phone at all', async () => {
    expect(await answer('1', '79990000000')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await answer('1', 'someone')).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { from: 'InvalidFormat' } });
    expect(await apiClient(perm).post('/dev/outbox/reply', { from: PHONE })).toMatchObject({ errorName: 'ValidationError', fields: { text: 'RequiredField' } });
  });

  it('offers the reply buttons on the outbox page while the payment waits, and returns there after a click', async () => {
    await topUpByPhone('30');
    const page = await perm.app.inject({ url: perm.api(`/dev/outbox.html?to=${PHONE}`) });
    expect(page.body.match(/name="text" value="1"/g)).toHaveLength(1);
    expect(page.body).toContain(`name="from" value="${PHONE}"`);

    const clicked = await perm.app.inject({
      method: 'POST',
      url: perm.api('/dev/outbox/reply'),
      headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `from=${PHONE}&text=0`,
    });
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe('../outbox.html');
    expect((await perm.app.inject({ url: perm.api(`/dev/outbox.html?to=${PHONE}`) })).body).not.toContain('name="text"');
  });

  it('has no SMS answers outside demo mode', async () => {
    const production = await createTestCity({ city: 'perm', demo: false });
    try {
      const response = await production.app.inject({ method: 'POST', url: production.api('/dev/outbox/reply'), payload: { from: PHONE, text: '1' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
