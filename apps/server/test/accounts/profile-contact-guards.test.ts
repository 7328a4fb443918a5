import { describe, expect, it } from 'vitest';
import { confirmationCodes } from '../../src/modules/accounts/codes.ts';
import { hashToken } from '../../src/modules/auth/token-service.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});

const signIn = async (login: string, password: string) =>
  (await apiClient(city).post<{ id_session: string }>('/api/auth/login', { login, password })).id_session;
const wrongFor = (code: string | null) => (code === '000000' ? '111111' : '000000');
const wrongPassword = { errorName: 'CurrentPasswordIncorrect', fields: { currentpass: 'CurrentPasswordIncorrect' } };
const phonesOf = async (token: string) =>
  (await apiClient(city).get<{ result: { telephones: { phone: string; isMain: boolean }[] } }>('/api/profile/get-profile', { token })).result.telephones;
const messagesTo = (to: string) => city.db.selectFrom('outbox').select(['channel', 'text']).where('to', '=', to).orderBy('id').execute();

describe('changing the e-mail or the main phone asks for the current password', () => {
  it('refuses a missing or wrong password on the field, sends nothing and changes nothing', async () => {
    const api = apiClient(city, { ip: '10.0.14.1' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    for (const currentpass of [undefined, 'not-the-password']) {
      const password = currentpass === undefined ? {} : { currentpass };
      expect(await api.post('/api/profile/send-email-code', { token, email: 'guard@example.org', ...password })).toMatchObject(wrongPassword);
      expect(await api.post('/api/profile/send-sms-code', { token, phone: '79125550101', edit: 'true', ...password })).toMatchObject(wrongPassword);
      expect(await api.put('/api/profile/set-main-phone', { token, phone: '79120000002', ...password })).toMatchObject(wrongPassword);
    }
    expect(await messagesTo('guard@example.org')).toEqual([]);
    expect(await messagesTo('79125550101')).toEqual([]);
    // Adding a phone that does not become main needs only its code.
    expect(await api.post('/api/profile/send-sms-code', { token, phone: '79125550102', edit: 'false' })).toMatchObject({ status: 'ok' });
  });

  it('lets an account without a password (made through Yandex ID) through without one', async () => {
    const token = await signIn('demo@parking.test', 'demo2026');
    const demo = await city.db.selectFrom('driver').select(['id', 'password_hash']).where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
    await city.db.updateTable('driver').set({ password_hash: null }).where('id', '=', demo.id).execute();
    try {
      expect(await apiClient(city, { ip: '10.0.14.2' }).post('/api/profile/send-email-code', { token, email: 'no-password@example.org' })).toMatchObject({
        status: 'ok',
      });
    } finally {
      await city.db.updateTable('driver').set({ password_hash: demo.password_hash }).where('id', '=', demo.id).execute();
    }
  });
});

describe('the old address is told of the change, in the driver’s language', () => {
  it('e-mails the old e-mail and texts the old main phone', async () => {
    const api = apiClient(city, { ip: '10.0.14.3', language: 'en' });
    const token = await signIn('demo@parking.test', 'demo2026');
    const { token: change } = await api.post<{ token: string }>('/api/profile/send-email-code', {
      token,
      email: 'demo.new@example.org',
      currentpass: 'demo2026',
    });
    expect(await messagesTo('demo@parking.test')).toEqual([]);
    expect(await api.post('/api/auth/confirm-email', { token: change, code: (await api.lastMessage('demo.new@example.org')).code! })).toEqual({ status: 'ok' });
    expect(await api.lastMessage('demo@parking.test')).toMatchObject({
      channel: 'email',
      text: expect.stringContaining('was changed to demo.new@example.org'),
    });

    const { token: phoneChange } = await api.post<{ token: string }>('/api/profile/send-sms-code', {
      token,
      phone: '79125550111',
      edit: 'true',
      currentpass: 'demo2026',
    });
    expect(await api.post('/api/auth/confirm-phone', { token: phoneChange, code: (await api.lastMessage('79125550111')).code! })).toEqual({ status: 'ok' });
    expect(await api.lastMessage('79120000001')).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('main phone of your City Parking account was changed to + 7 (912) 555-01-11'),
    });
    expect(await phonesOf(token)).toEqual([{ phone: '79125550111', isMain: true }]);
  });

  it('texts the old main phone when another phone is made main', async () => {
    const api = apiClient(city, { ip: '10.0.14.4' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    const { token: add } = await api.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: '79125550121', edit: 'false' });
    expect(await api.post('/api/auth/confirm-phone', { token: add, code: (await api.lastMessage('79125550121')).code! })).toEqual({ status: 'ok' });
    expect(await api.put('/api/profile/set-main-phone', { token, phone: '79125550121', currentpass: 'ivanov2026' })).toEqual({ status: 'ok' });
    expect(await api.lastMessage('79120000002')).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('Основной телефон вашей учётной записи Городских парковок изменён на + 7 (912) 555-01-21'),
    });
    expect((await phonesOf(token)).find((p) => p.isMain)?.phone).toBe('79125550121');
  });
});

describe('codes of a contact change', () => {
  it('sends at most 5 e-mails an hour to a new address', async () => {
    const api = apiClient(city, { ip: '10.0.14.5' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    for (let i = 0; i < 5; i += 1)
      expect(await api.post('/api/profile/send-email-code', { token, email: 'flood@example.org', currentpass: 'ivanov2026' })).toMatchObject({ status: 'ok' });
    expect(await api.post('/api/profile/send-email-code', { token, email: 'flood@example.org', currentpass: 'ivanov2026' })).toMatchObject({
      errorName: 'LimitSMS',
    });
    expect(await messagesTo('flood@example.org')).toHaveLength(5);
  });

  it('caps wrong codes over the whole change: 5 wrong, resend, 5 wrong, and the change must wait to be started again', async () => {
    const api = apiClient(city, { ip: '10.0.14.6' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    const send = () => api.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: '79125550131', edit: 'false' });
    const first = await send();
    const firstCode = (await api.lastMessage('79125550131')).code;
    for (let i = 0; i < 5; i += 1)
      expect(await api.post('/api/auth/confirm-phone', { token: first.token, code: wrongFor(firstCode) })).toMatchObject({ errorName: 'IncorrectCode' });
    const second = await send();
    const secondCode = (await api.lastMessage('79125550131')).code;
    // The resend replaced the change's token.
    expect(await api.post('/api/auth/confirm-phone', { token: first.token, code: secondCode! })).toMatchObject({ status: 'error' });
    for (let i = 0; i < 5; i += 1)
      expect(await api.post('/api/auth/confirm-phone', { token: second.token, code: wrongFor(secondCode) })).toMatchObject({ errorName: 'IncorrectCode' });

    expect(await send()).toMatchObject({ errorName: 'CodeTryLimit' });
    expect(await api.post('/api/auth/confirm-phone', { token: second.token, code: secondCode! })).toMatchObject({ errorName: 'CodeTryLimit' });
    expect(await messagesTo('79125550131')).toHaveLength(2);

    // Once the used-up change has lapsed, a new one starts with its own tries.
    await city.db
      .updateTable('contact_change')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('value', '=', '79125550131')
      .execute();
    const third = await send();
    expect(await api.post('/api/auth/confirm-phone', { token: third.token, code: (await api.lastMessage('79125550131')).code! })).toEqual({ status: 'ok' });
  });

  it('applies a change only with a code sent to its own address', async () => {
    const api = apiClient(city, { ip: '10.0.14.8' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    const { token: change } = await api.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: '79125550151', edit: 'false' });
    // A later code under the same change that went elsewhere replaces the one sent to the new phone.
    await confirmationCodes(city.db, city.now).issue('contact-phone', hashToken(change), '79125550152', '123456');
    expect(await api.post('/api/auth/confirm-phone', { token: change, code: '123456' })).toMatchObject({ errorName: 'IncorrectCode' });
    expect((await phonesOf(token)).map((p) => p.phone)).not.toContain('79125550151');
    expect((await phonesOf(token)).map((p) => p.phone)).not.toContain('79125550152');
  });

  it('counts concurrent wrong tries on a change: 2 tries left, 5 at once, 2 weighed', async () => {
    const api = apiClient(city, { ip: '10.0.14.7' });
    const token = await signIn('ivanov@parking.test', 'ivanov2026');
    const { token: change } = await api.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: '79125550141', edit: 'false' });
    await city.db.updateTable('contact_change').set({ attempts: 8 }).where('value', '=', '79125550141').execute();
    const code = (await api.lastMessage('79125550141')).code;
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/auth/confirm-phone', { token: change, code: wrongFor(code) })));
    expect(answers.filter((a) => a.errorName === 'IncorrectCode')).toHaveLength(2);
    expect(answers.filter((a) => a.errorName === 'CodeTryLimit')).toHaveLength(3);
    const row = await city.db.selectFrom('contact_change').select('attempts').where('value', '=', '79125550141').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(10);
  });
});
