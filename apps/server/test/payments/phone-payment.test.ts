import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES_PER_HOUR } from '@city-parking/contract/auth/registration';
import { paymentReference } from '../../src/modules/payments/providers/phone-provider.ts';
import { parseReply } from '../../src/modules/payments/phone-replies.ts';
import { guestStart, guestToken } from '../sessions/guest/guest-fixtures.ts';
import { apiClient } from '../helpers/api-client.ts';
import { createTestCity } from '../helpers/create-test-city.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({ city: 'perm' });
let token: string;
beforeAll(async () => {
  token = (await apiClient(perm).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});

/** Each test asks its own phone: payment SMS count in the phone's hourly limit. */
let nextPhone = 10;
const newPhone = () => `791200001${String(nextPhone++).padStart(2, '0')}`;

const balance = async () => (await apiClient(perm).get<{ result: { balance: number } }>('/api/profile/get-profile', { token })).result.balance;
const topUpByPhone = (phone: string, rubles: string, language = 'ru') =>
  apiClient(perm, { language }).post<{ RedirectURL: string }>('/api/payment/refill', {
    Token: token,
    PaymentService: 'mobile',
    RefillAmount: rubles,
    phone: `+${phone}`,
  });
const answer = (from: string, text: string) => apiClient(perm).post<{ payment: string; result: string }>('/dev/outbox/reply', { from, text });
/** The reference the newest SMS to a phone names its payment by. */
const lastReference = async (phone: string) => /\((?:платёж|payment) ([A-Z2-9]{4})\)/.exec((await apiClient(perm).lastMessage(phone)).text)![1]!;

describe('payment from the phone account', () => {
  it('asks by SMS with the amount and the payment reference, and sends the browser to the wait-for-SMS page', async () => {
    const phone = newPhone();
    const before = await balance();
    const { status, RedirectURL } = await topUpByPhone(phone, '150');
    expect(status).toBe('ok');
    const [payment] = await perm.db.selectFrom('provider_payment').select('id').where('phone', '=', phone).execute();
    expect(RedirectURL).toBe(`/phone-payment-callback?order=${payment!.id}`);
    const ref = paymentReference(payment!.id);
    expect(ref).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    const sms = await apiClient(perm).lastMessage(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone, code: null });
    expect(sms.text).toBe(`Городская парковка: подтвердите оплату 150,00\u00A0₽ (платёж ${ref}). Ответьте 1 ${ref} — оплатить, 0 ${ref} — отказаться.`);
    // Nothing arrives before the payer answers.
    expect(await balance()).toBe(before);
    await answer(phone, `0 ${ref}`);
  });

  it('credits once when the payer answers 1 with the reference; a repeated answer finds nothing waiting', async () => {
    const phone = newPhone();
    const before = await balance();
    await topUpByPhone(phone, '150');
    const ref = await lastReference(phone);
    const paid = await answer(phone, ` 1 ${ref} `);
    expect(paid).toMatchObject({ status: 'ok', result: 'done' });
    expect(paid.payment).toMatch(/^[\w-]+$/);
    expect(await balance()).toBe(before + 150);
    expect(await answer(phone, `1 ${ref}`)).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await balance()).toBe(before + 150);
  });

  it('declines on 0 (or any other answer) and credits nothing', async () => {
    const phone = newPhone();
    const before = await balance();
    for (const text of ['0', 'нет', 'stop']) {
      await topUpByPhone(phone, '70');
      expect(await answer(phone, text)).toMatchObject({ status: 'ok', result: 'declined' });
    }
    expect(await balance()).toBe(before);
  });

  it.each(['да', 'ДА', 'yes', 'Yes'])('takes %s as yes', async (text) => {
    const phone = newPhone();
    const before = await balance();
    await topUpByPhone(phone, '10');
    expect(await answer(phone, text)).toMatchObject({ result: 'done' });
    expect(await balance()).toBe(before + 10);
  });

  it('reads the reference as a phone types it: lower case, without a space, in Cyrillic look-alikes', () => {
    expect(parseReply('1 K7P2')).toEqual({ outcome: 'pay', reference: 'K7P2' });
    expect(parseReply('да k7p2')).toEqual({ outcome: 'pay', reference: 'K7P2' });
    expect(parseReply('1K7P2')).toEqual({ outcome: 'pay', reference: 'K7P2' });
    expect(parseReply('1 К7Р2')).toEqual({ outcome: 'pay', reference: 'K7P2' });
    expect(parseReply('0 ABCD')).toEqual({ outcome: 'decline', reference: 'ABCD' });
    expect(parseReply('нет')).toEqual({ outcome: 'decline', reference: null });
    expect(parseReply('1 K7P2 please')).toBeUndefined();
  });

  it('completes only the payment the answer names; without a name it changes nothing while two wait', async () => {
    const phone = newPhone();
    const before = await balance();
    await topUpByPhone(phone, '100');
    const first = await lastReference(phone);
    await topUpByPhone(phone, '200');
    const second = await lastReference(phone);
    expect(first).not.toBe(second);

    expect(await answer(phone, '1')).toMatchObject({ status: 'error', errorName: 'PaymentReferenceRequired' });
    expect(await answer(phone, '1 ZZZZ')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await balance()).toBe(before);

    expect(await answer(phone, `1 ${first}`)).toMatchObject({ result: 'done' });
    expect(await balance()).toBe(before + 100);
    // One payment waits now: an answer without the reference is that payment's.
    expect(await answer(phone, '0')).toMatchObject({ result: 'declined' });
    expect(await balance()).toBe(before + 100);
    expect(await answer(phone, '1')).toMatchObject({ errorName: 'NotFound' });
  });

  it("does not let a guest's payment for someone else's phone take that person's answer", async () => {
    const sevastopol = await createTestCity({ city: 'sevastopol' });
    try {
      const victimPhone = '79221000077';
      const api = apiClient(sevastopol);
      const victim = (await api.post<{ id_session: string }>('/api/auth/login', { login: 'demo@parking.test', password: 'demo2026' })).id_session;
      const victimBalance = async () => (await api.get<{ result: { balance: number } }>('/api/profile/get-profile', { token: victim })).result.balance;
      const before = await victimBalance();
      await api.post('/api/payment/refill', { Token: victim, PaymentService: 'mobile', RefillAmount: '300', phone: `+${victimPhone}` });
      const victimRef = /\(платёж ([A-Z2-9]{4})\)/.exec((await api.lastMessage(victimPhone)).text)![1]!;

      // The guest starts a parking paid from the victim's phone, after the victim's own SMS.
      expect(await guestStart(sevastopol, await guestToken(sevastopol), 'Е277ЕЕ92', { PaymentService: 'mobile', phone: `+${victimPhone}` })).toMatchObject({
        status: 'ok',
      });
      const payments = () =>
        sevastopol.db.selectFrom('provider_payment').select(['id', 'driver_id', 'status']).where('phone', '=', victimPhone).orderBy('created_at').execute();
      const [, guestPayment] = await payments();
      expect(guestPayment).toMatchObject({ driver_id: null, status: 'wait' });

      // The victim answers the SMS they asked for: their payment is done, the guest's is untouched.
      const reply = await apiClient(sevastopol).post('/dev/outbox/reply', { from: victimPhone, text: `1 ${victimRef}` });
      expect(reply).toMatchObject({ status: 'ok', result: 'done' });
      expect(await payments()).toEqual([
        expect.objectContaining({ driver_id: expect.any(Number), status: 'done' }),
        expect.objectContaining({ id: guestPayment!.id, status: 'wait' }),
      ]);
      expect(await victimBalance()).toBe(before + 300);
      const guestSessions = await sevastopol.db.selectFrom('parking_session').select('id').where('plate', '=', 'Е277ЕЕ92').execute();
      expect(guestSessions).toEqual([]);
    } finally {
      await sevastopol.close();
    }
  });

  it('counts payment SMS in the hourly limit of the phone: LimitSMS before another SMS, and no payment asked', async () => {
    const phone = newPhone();
    for (let i = 0; i < PHONE_MESSAGES_PER_HOUR; i++) {
      expect(await topUpByPhone(phone, '5')).toMatchObject({ status: 'ok' });
      await answer(phone, '0');
    }
    expect(await topUpByPhone(phone, '5')).toMatchObject({ status: 'error', errorName: 'LimitSMS' });
    const sent = await perm.db.selectFrom('outbox').select('id').where('to', '=', phone).execute();
    expect(sent).toHaveLength(PHONE_MESSAGES_PER_HOUR);
    // The refused payment was never asked: even as the phone's only waiting payment it takes no answer.
    const waiting = await perm.db.selectFrom('provider_payment').select('id').where('phone', '=', phone).where('status', '=', 'wait').execute();
    expect(waiting).toHaveLength(1);
    expect(await answer(phone, '1')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await answer(phone, `1 ${paymentReference(waiting[0]!.id)}`)).toMatchObject({ status: 'error', errorName: 'NotFound' });
  });

  it('credits once when the same answer arrives five times at once', async () => {
    const phone = newPhone();
    const before = await balance();
    await topUpByPhone(phone, '55.50');
    const ref = await lastReference(phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(phone, `1 ${ref}`)));
    expect(answers.filter((a) => a.status === 'ok').every((a) => a.result === 'done')).toBe(true);
    expect(answers.filter((a) => a.status === 'error').every((a) => a.errorName === 'NotFound')).toBe(true);
    expect(await balance()).toBe(before + 55.5);
  });

  it('writes the SMS and the wait page address in English for a payer who began in English', async () => {
    const phone = newPhone();
    const { RedirectURL } = await topUpByPhone(phone, '1500', 'en');
    expect(RedirectURL).toMatch(/^\/en\/phone-payment-callback\?order=[\w-]+$/);
    const ref = await lastReference(phone);
    expect((await apiClient(perm).lastMessage(phone)).text).toBe(
      `City Parking: confirm the payment of 1\u00A0500.00\u00A0₽ (payment ${ref}). Reply 1 ${ref} to pay, 0 ${ref} to decline.`,
    );
    await answer(phone, '0');
  });

  it('takes an answer as JSON and from a phone written with +7', async () => {
    const phone = newPhone();
    const before = await balance();
    await topUpByPhone(phone, '20');
    const written = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    const response = await perm.app.inject({
      method: 'POST',
      url: perm.api('/dev/outbox/reply'),
      payload: { from: written, text: `1 ${await lastReference(phone)}` },
    });
    expect(response.json()).toMatchObject({ status: 'ok', result: 'done' });
    expect(await balance()).toBe(before + 20);
  });

  it('refuses an answer from a phone with nothing waiting, from no phone at all, or that is not an answer', async () => {
    const phone = newPhone();
    expect(await answer('79990000000', '1')).toMatchObject({ status: 'error', errorName: 'NotFound' });
    expect(await answer('someone', '1')).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { from: 'InvalidFormat' } });
    expect(await apiClient(perm).post('/dev/outbox/reply', { from: phone })).toMatchObject({ errorName: 'ValidationError', fields: { text: 'RequiredField' } });
    await topUpByPhone(phone, '15');
    expect(await answer(phone, '1 K7P2 please')).toMatchObject({ errorName: 'ValidationError', fields: { text: 'InvalidFormat' } });
    await answer(phone, '0');
  });

  it("offers each waiting SMS reply buttons that carry its payment's reference, and returns there after a click", async () => {
    const phone = newPhone();
    await topUpByPhone(phone, '30');
    const first = await lastReference(phone);
    await topUpByPhone(phone, '40');
    const second = await lastReference(phone);
    const page = await perm.app.inject({ url: perm.api(`/dev/outbox.html?to=${phone}`) });
    expect(page.body.match(/name="text" value="1 [A-Z2-9]{4}"/g)).toEqual([`name="text" value="1 ${second}"`, `name="text" value="1 ${first}"`]);
    expect(page.body).toContain(`name="from" value="${phone}"`);

    const click = (text: string) =>
      perm.app.inject({
        method: 'POST',
        url: perm.api('/dev/outbox/reply'),
        headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `from=${phone}&text=${encodeURIComponent(text)}`,
      });
    const clicked = await click(`0 ${first}`);
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe('../outbox.html');
    const after = (await perm.app.inject({ url: perm.api(`/dev/outbox.html?to=${phone}`) })).body;
    expect(after.match(/name="text" value="1 [A-Z2-9]{4}"/g)).toEqual([`name="text" value="1 ${second}"`]);
    await click(`0 ${second}`);
    expect((await perm.app.inject({ url: perm.api(`/dev/outbox.html?to=${phone}`) })).body).not.toContain('name="text"');
  });

  it('has no SMS answers outside demo mode', async () => {
    const production = await createTestCity({ city: 'perm', demo: false });
    try {
      const response = await production.app.inject({ method: 'POST', url: production.api('/dev/outbox/reply'), payload: { from: newPhone(), text: '1' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
