import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messengerFor } from '../../src/modules/outbox/messenger-for.ts';
import { siteRepo } from '../../src/modules/site/site-repo.ts';
import { startSmsRuFake, type SmsRuFake } from '../fakes/smsru-fake.ts';
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake.ts';
import { apiClient } from '../helpers/api-client.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

const SMTP = { user: 'mailer', password: 'mail-secret' };
const API_ID = 'sms-api-id';

let smtp: SmtpFake;
let smsru: SmsRuFake;
let city: TestCity;

/** A production city (no DEMO) whose mail and SMS go to the local fakes. */
const productionCity = (env: Record<string, string> = {}) =>
  createTestCity({
    demo: false,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Городские парковки <noreply@parking.test>',
      SMTP_USER: SMTP.user,
      SMTP_PASSWORD: SMTP.password,
      SMSRU_API_URL: smsru.url,
      SMSRU_API_ID: API_ID,
      SMSRU_FROM: 'Parking',
      ...env,
    },
  });

beforeAll(async () => {
  [smtp, smsru] = await Promise.all([startSmtpFake(SMTP), startSmsRuFake({ apiId: API_ID })]);
  city = await productionCity();
});
afterAll(async () => {
  await city.close();
  await Promise.all([smtp.close(), smsru.close()]);
});

const person = (n: number) => ({
  firstname: 'Пётр',
  lastname: 'Петров',
  middlename: '',
  email: `prod${n}@example.org`,
  phone: `+7 (933) 000-00-${String(n).padStart(2, '0')}`,
  pass: 'secret12',
});
const phoneOf = (n: number) => `793300000${String(n).padStart(2, '0')}`;
const outboxTo = (to: string) => city.db.selectFrom('outbox').select(['channel', 'text', 'code']).where('to', '=', to).orderBy('id').execute();

/** Registers person n through the fakes and answers the codes they delivered. */
async function register(n: number) {
  const api = apiClient(city);
  const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(n));
  const sms = smsru.lastSmsTo(phoneOf(n));
  const mail = smtp.lastTo(`prod${n}@example.org`);
  return { api, token, sms, mail };
}

describe('SMS and e-mail in production', () => {
  it('registers through SMTP and SMS.ru: the delivered codes confirm, the outbox keeps no code', async () => {
    const { api, token, sms, mail } = await register(1);
    expect(sms).toMatchObject({ to: phoneOf(1), from: 'Parking' });
    const smsCode = /(\d{6})/.exec(sms!.msg)![1]!;
    expect(mail).toMatchObject({ from: 'noreply@parking.test', to: ['prod1@example.org'], subject: 'Городские парковки' });
    const mailCode = /код (\d{6})/.exec(mail!.text)![1]!;

    expect(await api.post('/api/auth/confirm-phone', { token, code: smsCode })).toMatchObject({ phoneConfirmed: true });
    expect(await api.post('/api/auth/confirm-email', { token, code: mailCode })).toMatchObject({ completed: true });

    const [smsRow] = await outboxTo(phoneOf(1));
    expect(smsRow).toMatchObject({ channel: 'sms', code: null });
    expect(smsRow!.text).not.toContain(smsCode);
    expect(smsRow!.text).toContain('******');
    const [mailRow] = await outboxTo('prod1@example.org');
    expect(mailRow).toMatchObject({ channel: 'email', code: null });
    expect(mailRow!.text).not.toContain(mailCode);
  });

  it('confirms a phone by call with the code SMS.ru chose, not one of its own', async () => {
    await siteRepo(city.db).mergeSetting('accounts', { confirmationType: 'Call' });
    try {
      const { api, token } = await register(2);
      const call = smsru.lastCallTo(phoneOf(2))!;
      expect(call.code).toMatch(/^\d{4}$/);
      const [callRow] = await outboxTo(phoneOf(2));
      expect(callRow).toMatchObject({ channel: 'call', code: null });
      expect(callRow!.text).toMatch(/\*\*-\*\*/);
      const wrong = call.code === '0000' ? '1111' : '0000';
      expect(await api.post('/api/auth/confirm-phone', { token, code: wrong })).toMatchObject({ errorName: 'IncorrectCode' });
      expect(await api.post('/api/auth/confirm-phone', { token, code: call.code })).toMatchObject({ phoneConfirmed: true });
    } finally {
      await siteRepo(city.db).mergeSetting('accounts', { confirmationType: 'SMS' });
    }
  });

  it('restores by e-mail and by call through the adapters', async () => {
    const { api, token, sms, mail } = await register(3);
    await api.post('/api/auth/confirm-phone', { token, code: /(\d{6})/.exec(sms!.msg)![1]! });
    await api.post('/api/auth/confirm-email', { token, code: /код (\d{6})/.exec(mail!.text)![1]! });

    expect(await api.get('/api/profile/restore-password/send-email', { email: 'prod3@example.org' })).toEqual({ status: 'ok' });
    const letter = smtp.lastTo('prod3@example.org')!;
    const code = /([A-Z2-9]{8})/.exec(letter.text)![1]!;
    expect(await api.get('/api/profile/restore-password/check', { token: code })).toEqual({ status: 'ok' });
    expect((await outboxTo('prod3@example.org')).at(-1)!.text).not.toContain(code);

    expect(await api.put('/api/profile/restore-password-v2/change', { login: phoneOf(3), type: 'phone' })).toEqual({ status: 'ok' });
    const call = smsru.lastCallTo(phoneOf(3))!;
    expect(await api.post('/api/auth/login', { login: phoneOf(3), password: call.code })).toMatchObject({ status: 'ok' });
    expect((await outboxTo(phoneOf(3))).at(-1)).toMatchObject({ channel: 'call', code: null });
  });

  it('answers MessageNotSent when SMS.ru answers ERROR, and nothing counts as sent', async () => {
    smsru.fail({ status_code: 201, status_text: 'Не хватает средств на лицевом счету' });
    try {
      const answer = await apiClient(city).post('/api/auth/registration-v2', person(4));
      expect(answer).toMatchObject({ status: 'error', errorName: 'MessageNotSent' });
      expect(await outboxTo(phoneOf(4))).toEqual([]);
    } finally {
      smsru.fail(null);
    }
  });

  it('answers MessageNotSent when the mail server refuses the letter', async () => {
    smtp.refuseNext();
    const api = apiClient(city);
    expect(await api.post('/api/auth/registration-v2', person(5))).toMatchObject({ status: 'error', errorName: 'MessageNotSent' });
    expect(await outboxTo('prod5@example.org')).toEqual([]);
  });

  it('answers MessageNotSent when the SMTP login is wrong; the SMS that went out still counts', async () => {
    const wrongLogin = await productionCity({ SMTP_PASSWORD: 'not-it' });
    try {
      expect(await apiClient(wrongLogin).post('/api/auth/registration-v2', person(6))).toMatchObject({ status: 'error', errorName: 'MessageNotSent' });
      expect(smtp.lastTo('prod6@example.org')).toBeUndefined();
      expect(await wrongLogin.db.selectFrom('outbox').select(['channel', 'to']).execute()).toEqual([{ channel: 'sms', to: phoneOf(6) }]);
    } finally {
      await wrongLogin.close();
    }
  });

  it('has no outbox to read', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.html', `/dev/outbox?to=${phoneOf(1)}`]) {
      const response = await city.app.inject({ url: city.api(path) });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('attachments', () => {
  it('go to the mail server as files; the production outbox keeps their name, type and size, not their bytes', async () => {
    const messenger = messengerFor(city.config, city.db, { now: city.now });
    const content = new TextEncoder().encode('%PDF-1.7 attached');
    await messenger.send({
      channel: 'email',
      to: 'files@example.org',
      text: 'Документ во вложении',
      attachments: [{ name: 'receipt.pdf', type: 'application/pdf', content }],
    });
    const letter = smtp.lastTo('files@example.org')!;
    expect(letter.raw).toMatch(/Content-Type: application\/pdf; name=receipt\.pdf/);
    expect(letter.raw).toContain(Buffer.from(content).toString('base64'));
    const [row] = await outboxTo('files@example.org');
    const files = await city.db
      .selectFrom('outbox_attachment')
      .select(['name', 'type', 'size', 'bytes'])
      .where('outbox_id', '=', (await city.db.selectFrom('outbox').select('id').where('to', '=', 'files@example.org').executeTakeFirstOrThrow()).id)
      .execute();
    expect(row).toMatchObject({ channel: 'email', text: 'Документ во вложении' });
    expect(files).toEqual([{ name: 'receipt.pdf', type: 'application/pdf', size: content.byteLength, bytes: null }]);
  });
});
