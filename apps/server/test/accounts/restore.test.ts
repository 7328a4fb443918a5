import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});

describe('password restore', () => {
  it('by e-mail: sends at most 5 letters an hour to one address, like the SMS to a phone', async () => {
    const api = apiClient(city, { ip: '10.0.9.1' });
    for (let i = 0; i < 5; i += 1) {
      expect(await api.get('/api/profile/restore-password/send-email', { email: 'ivanov@parking.test' })).toEqual({ status: 'ok' });
    }
    expect(await api.get('/api/profile/restore-password/send-email', { email: 'ivanov@parking.test' })).toMatchObject({ errorName: 'LimitSMS' });
  });

  it('by e-mail: the code from the letter sets a new password and ends every session', async () => {
    const api = apiClient(city, { language: 'en' });
    const session = (await api.post('/api/auth/login', { login: 'demo@parking.test', password: 'demo2026' })).id_session as string;

    expect(await api.get('/api/profile/restore-password/send-email', { email: 'nobody@parking.test' })).toMatchObject({ errorName: 'unknownEmail' });
    expect(await api.get('/api/profile/restore-password/send-email', { email: 'demo@parking.test' })).toEqual({ status: 'ok' });
    const letter = await api.lastMessage('demo@parking.test');
    expect(letter.text).toContain('Password restore');
    const code = letter.code!;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    expect(await api.get('/api/profile/restore-password/check', { token: 'WRONG234' })).toMatchObject({ errorName: 'incorrectCode' });
    expect(await api.get('/api/profile/restore-password/check', { token: code.toLowerCase() })).toEqual({ status: 'ok' });
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: '12345' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { pass: 'InvalidFormat' },
    });
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: 'restored1' })).toEqual({ status: 'ok' });
    // Single use, and the old session is over.
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: 'restored2' })).toMatchObject({ errorName: 'incorrectCode' });
    expect(await api.get('/api/profile/get-profile', { token: session })).toMatchObject({ errorName: 'TokenExpired' });
    expect(await api.post('/api/auth/login', { login: 'demo@parking.test', password: 'restored1' })).toMatchObject({ status: 'ok' });
  });

  it('by phone refuses an unknown or malformed phone', async () => {
    const api = apiClient(city, { ip: '10.20.0.9' });
    expect(await api.put('/api/profile/restore-password-v2/change', { login: '79990000000', type: 'phone' })).toMatchObject({ errorName: 'unknownEmail' });
    expect(await api.put('/api/profile/restore-password-v2/change', { login: 'abc', type: 'phone' })).toMatchObject({ errorName: 'ValidationError' });
  });
});

describe('password restore by phone', () => {
  const phone = '79125550201';
  // A driver of its own whose password is hashed at a low cost (stored with the hash): every wrong
  // try of the digits is also checked as a password, and five of them stay quick.
  beforeAll(async () => {
    const { hashPassword } = await import('../../src/modules/auth/password-hash.ts');
    const { id } = await city.db
      .insertInto('driver')
      .values({ email: 'by.phone@parking.test', password_hash: await hashPassword('kept-2026', 2 ** 10), yandex_id: null, created_at: city.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await city.db.insertInto('driver_phone').values({ phone, driver_id: id, is_main: true, created_at: city.now() }).execute();
  });
  const restoreByPhone = async (ip: string) => {
    const api = apiClient(city, { ip });
    expect(await api.put('/api/profile/restore-password-v2/change', { login: '+7 912 555-02-01', type: 'phone' })).toEqual({ status: 'ok' });
    const call = await api.lastMessage(phone);
    expect(call.channel).toBe('call');
    return call;
  };
  /** Four digits that are not `code`. */
  const wrongDigits = (code: string, i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');

  it('changes nothing without the call: the old password and every session stay valid', async () => {
    const api = apiClient(city, { ip: '10.20.0.1' });
    const session = (await api.post('/api/auth/login', { login: phone, password: 'kept-2026' })).id_session as string;
    const call = await restoreByPhone('10.20.0.1');
    expect(call.text).toContain('одноразовый пароль');
    expect((await api.get('/api/profile/get-profile', { token: session })).status).toBe('ok');
    expect(await api.post('/api/auth/login', { login: phone, password: 'kept-2026' })).toEqual({ status: 'ok', id_session: expect.any(String) });
  });

  it('the digits sign in once, to a token that only sets the new password; setting it ends the other sessions', async () => {
    const api = apiClient(city, { ip: '10.20.0.2' });
    const session = (await api.post('/api/auth/login', { login: phone, password: 'kept-2026' })).id_session as string;
    const { code } = await restoreByPhone('10.20.0.2');
    const signIn = await api.post<{ id_session: string }>('/api/auth/login-v5', { login: '+7 912 555-02-01', password: code! });
    expect(signIn).toEqual({ status: 'ok', id_session: expect.any(String), changePassword: true });
    // The answer is no session, and the digits are used up.
    expect(await api.get('/api/profile/get-profile', { token: signIn.id_session })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await api.post('/api/auth/login', { login: phone, password: code! })).toMatchObject({ errorName: 'IncorrectLogin' });
    expect((await api.get('/api/profile/get-profile', { token: session })).status).toBe('ok');

    expect(await api.put('/api/profile/restore-password/change', { token: signIn.id_session, pass: '123' })).toMatchObject({ errorName: 'ValidationError' });
    const changed = await api.put<{ id_session: string }>('/api/profile/restore-password/change', { token: signIn.id_session, pass: 'byphone26' });
    expect(changed).toEqual({ status: 'ok', id_session: expect.any(String) });
    expect((await api.get('/api/profile/get-profile', { token: changed.id_session })).status).toBe('ok');
    expect(await api.get('/api/profile/get-profile', { token: session })).toMatchObject({ errorName: 'TokenExpired' });
    expect(await api.put('/api/profile/restore-password/change', { token: signIn.id_session, pass: 'byphone27' })).toMatchObject({
      errorName: 'incorrectCode',
    });
    expect(await api.post('/api/auth/login', { login: phone, password: 'kept-2026' })).toMatchObject({ errorName: 'IncorrectLogin' });
    expect(await api.post('/api/auth/login', { login: phone, password: 'byphone26' })).toMatchObject({ status: 'ok' });
  });

  it('the digits expire after 10 minutes', async () => {
    const { code } = await restoreByPhone('10.20.0.3');
    await city.db
      .updateTable('confirmation_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'restore-phone')
      .where('used_at', 'is', null)
      .execute();
    expect(await apiClient(city, { ip: '10.20.0.3' }).post('/api/auth/login', { login: phone, password: code! })).toMatchObject({
      errorName: 'IncorrectLogin',
    });
  });

  it('the digits die after 5 wrong tries, from whatever address', async () => {
    const { code } = await restoreByPhone('10.20.0.4');
    for (let i = 0; i < 5; i += 1) {
      expect(await apiClient(city, { ip: `10.20.1.${i}` }).post('/api/auth/login', { login: phone, password: wrongDigits(code!, i) })).toMatchObject({
        errorName: 'IncorrectLogin',
      });
    }
    expect(await apiClient(city, { ip: '10.20.1.9' }).post('/api/auth/login', { login: phone, password: code! })).toMatchObject({
      errorName: 'IncorrectLogin',
    });
    expect(await apiClient(city, { ip: '10.20.1.9' }).post('/api/auth/login', { login: phone, password: 'byphone26' })).toMatchObject({ status: 'ok' });
  });
});

describe('a restore counts only while the address it went to is still the account’s', () => {
  const main = '79125550301';
  const extra = '79125550302';
  let driverId: number;
  beforeAll(async () => {
    const { hashPassword } = await import('../../src/modules/auth/password-hash.ts');
    ({ id: driverId } = await city.db
      .insertInto('driver')
      .values({ email: 'moving@parking.test', password_hash: await hashPassword('moving-2026', 2 ** 10), yandex_id: null, created_at: city.now() })
      .returning('id')
      .executeTakeFirstOrThrow());
    await city.db
      .insertInto('driver_phone')
      .values([
        { phone: main, driver_id: driverId, is_main: true, created_at: city.now() },
        { phone: extra, driver_id: driverId, is_main: false, created_at: city.now() },
      ])
      .execute();
  });
  const callTo = async (api: ReturnType<typeof apiClient>, phone: string) => {
    expect(await api.put('/api/profile/restore-password-v2/change', { login: phone, type: 'phone' })).toEqual({ status: 'ok' });
    return (await api.lastMessage(phone)).code!;
  };
  const stillSignsIn = async () =>
    expect(await apiClient(city, { ip: '10.20.2.9' }).post('/api/auth/login', { login: 'moving@parking.test', password: 'moving-2026' })).toMatchObject({
      status: 'ok',
    });

  it('by e-mail: a code e-mailed before the e-mail changed sets nothing', async () => {
    const api = apiClient(city, { ip: '10.20.2.1' });
    expect(await api.get('/api/profile/restore-password/send-email', { email: 'moving@parking.test' })).toEqual({ status: 'ok' });
    const { code } = await api.lastMessage('moving@parking.test');
    await city.db.updateTable('driver').set({ email: 'moved@parking.test' }).where('id', '=', driverId).execute();
    try {
      expect(await api.get('/api/profile/restore-password/check', { token: code! })).toMatchObject({ errorName: 'incorrectCode' });
      expect(await api.put('/api/profile/restore-password/change', { token: code!, pass: 'taken-over1' })).toMatchObject({ errorName: 'incorrectCode' });
    } finally {
      await city.db.updateTable('driver').set({ email: 'moving@parking.test' }).where('id', '=', driverId).execute();
    }
    await stillSignsIn();
  });

  it('by phone: the digits of a call to a phone removed since sign in to nothing', async () => {
    const api = apiClient(city, { ip: '10.20.2.2' });
    const digits = await callTo(api, extra);
    await city.db.deleteFrom('driver_phone').where('phone', '=', extra).execute();
    try {
      // The e-mail still names the account; the digits are no password of it.
      expect(await api.post('/api/auth/login', { login: 'moving@parking.test', password: digits })).toMatchObject({ errorName: 'IncorrectLogin' });
    } finally {
      await city.db.insertInto('driver_phone').values({ phone: extra, driver_id: driverId, is_main: false, created_at: city.now() }).execute();
    }
    await stillSignsIn();
  });

  it('by phone: a sign-in with the digits sets no password once that phone is removed', async () => {
    const api = apiClient(city, { ip: '10.20.2.3' });
    const digits = await callTo(api, extra);
    const signIn = await api.post<{ id_session: string }>('/api/auth/login', { login: 'moving@parking.test', password: digits });
    expect(signIn).toMatchObject({ status: 'ok', changePassword: true });
    await city.db.deleteFrom('driver_phone').where('phone', '=', extra).execute();
    try {
      expect(await api.put('/api/profile/restore-password/change', { token: signIn.id_session, pass: 'taken-over2' })).toMatchObject({
        errorName: 'incorrectCode',
      });
    } finally {
      await city.db.insertInto('driver_phone').values({ phone: extra, driver_id: driverId, is_main: false, created_at: city.now() }).execute();
    }
    await stillSignsIn();
  });
});
