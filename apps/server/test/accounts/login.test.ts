import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});

/** The answer of the image, read back from the stored hash by trying is impossible; tests read it from the challenge row instead. */
async function solveCaptchaFor(login: string, ip: string): Promise<string> {
  // svg-captcha draws the text as paths; the test replaces the open challenge's hash with a known answer.
  const { createHash } = await import('node:crypto');
  await city.db
    .updateTable('captcha_challenge')
    .set({ answer_hash: createHash('sha256').update('abcde').digest('hex') })
    .where('login', '=', login)
    .where('ip', '=', ip)
    .where('used_at', 'is', null)
    .execute();
  return 'ABCDE';
}

describe('sign-in', () => {
  it('signs in by e-mail or by phone written any common way', async () => {
    const api = apiClient(city);
    for (const login of ['demo@parking.test', ' DEMO@parking.test ', '79120000001', '8 (912) 000-00-01', '+7 912 000 00 01', '9120000001']) {
      expect(await api.post('/api/auth/login', { login, password: 'demo2026' }), login).toMatchObject({ status: 'ok', id_session: expect.any(String) });
    }
  });

  it('tells an unknown account from a wrong password, and an account without a password', async () => {
    const api = apiClient(city, { ip: '10.1.0.1' });
    expect(await api.post('/api/auth/login-v2', { login: 'nobody@parking.test', password: 'x' })).toMatchObject({ errorName: 'UnregistredAccount' });
    expect(await api.post('/api/auth/login-v2', { login: 'demo@parking.test', password: 'wrong' })).toMatchObject({ errorName: 'IncorrectLogin' });
    await city.db.insertInto('driver').values({ email: 'nopass@parking.test', password_hash: null, yandex_id: null, created_at: city.now() }).execute();
    expect(await api.post('/api/auth/login-v2', { login: 'nopass@parking.test', password: 'x' })).toMatchObject({ errorName: 'EmptyPass' });
  });

  it('rejects empty fields with ValidationError', async () => {
    expect(await apiClient(city).post('/api/auth/login', { login: '', password: '' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { login: 'RequiredField', password: 'RequiredField' },
    });
  });

  it('demands a captcha after 3 failures of one login from one address, and only there', async () => {
    const attacker = apiClient(city, { ip: '10.2.0.1' });
    const victim = apiClient(city, { ip: '10.2.0.2' });
    const login = 'ivanov@parking.test';
    expect(await attacker.post('/api/auth/login', { login, password: 'bad1' })).toMatchObject({ errorName: 'IncorrectLogin' });
    expect(await attacker.post('/api/auth/login', { login, password: 'bad2' })).toMatchObject({ errorName: 'IncorrectLogin' });
    const third = await attacker.post('/api/auth/login', { login, password: 'bad3' });
    expect(third).toMatchObject({ errorName: 'LoginTryLimit', captcha: expect.stringContaining('<svg') });
    // Even the right password needs the captcha now …
    expect(await attacker.post('/api/auth/login', { login, password: 'ivanov2026' })).toMatchObject({
      errorName: 'LoginTryLimit',
      captcha: expect.stringContaining('<svg'),
    });
    // … a wrong answer fails and brings a new image …
    expect(await attacker.post('/api/auth/login', { login, password: 'ivanov2026', captcha: 'wrong' })).toMatchObject({
      errorName: 'CaptchaIncorrect',
      captcha: expect.stringContaining('<svg'),
    });
    // … while the driver signs in from another address without any.
    expect(await victim.post('/api/auth/login', { login, password: 'ivanov2026' })).toMatchObject({ status: 'ok' });

    const answer = await solveCaptchaFor(login, '10.2.0.1');
    expect(await attacker.post('/api/auth/login', { login, password: 'ivanov2026', captcha: answer })).toMatchObject({ status: 'ok' });
    // Success clears the count.
    expect(await attacker.post('/api/auth/login', { login, password: 'bad4' })).toMatchObject({ errorName: 'IncorrectLogin' });
  });

  it('checks a captcha answer on its own', async () => {
    const api = apiClient(city, { ip: '10.3.0.1' });
    const login = 'demo@parking.test';
    for (let i = 0; i < 3; i += 1) await api.post('/api/auth/login', { login, password: `bad${i}` });
    expect(await api.post('/api/auth/check-captcha', { login, captcha: 'zzzzz' })).toMatchObject({
      errorName: 'CaptchaIncorrect',
      captcha: expect.stringContaining('<svg'),
    });
    const answer = await solveCaptchaFor(login, '10.3.0.1');
    expect(await api.post('/api/auth/check-captcha', { login, captcha: answer.toLowerCase() })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/login', { login, password: 'demo2026' })).toMatchObject({ status: 'ok' });
  });
});

describe('failures per account', () => {
  /**
   * A driver of its own, so that its failures stand in nobody else's way; its password is hashed at a
   * low cost (the cost is stored with the hash) so that many wrong guesses stay quick.
   */
  async function newDriver(email: string, phone: string): Promise<number> {
    const { hashPassword } = await import('../../src/modules/auth/password-hash.ts');
    const { id } = await city.db
      .insertInto('driver')
      .values({ email, password_hash: await hashPassword('right-2026', 2 ** 10), yandex_id: null, created_at: city.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await city.db.insertInto('driver_phone').values({ phone, driver_id: id, is_main: true, created_at: city.now() }).execute();
    return id;
  }
  /** Moves the account's failures `seconds` into the past, as if the driver had waited. */
  const wait = (driverId: number, seconds: number) =>
    city.db
      .updateTable('login_failure')
      .set((eb) => ({ at: sql<Date>`${eb.ref('at')} - make_interval(secs => ${seconds})` }))
      .where('driver_id', '=', driverId)
      .execute();
  const fromEverywhere = async (login: string, count: number, subnet: string) => {
    for (let i = 0; i < count; i += 1) {
      expect(await apiClient(city, { ip: `${subnet}.${i}` }).post('/api/auth/login', { login, password: `wrong-${i}` })).toMatchObject({
        errorName: 'IncorrectLogin',
      });
    }
  };

  it('slows sign-in to an account after 10 failures from many addresses; success clears them', async () => {
    const driverId = await newDriver('many.addresses@parking.test', '79125550101');
    await fromEverywhere('many.addresses@parking.test', 10, '10.40.0');
    // Even the right password, from an address that never failed, by phone, waits now.
    const driver = apiClient(city, { ip: '10.40.9.1' });
    const refused = await driver.post('/api/auth/login-v3', { login: '79125550101', password: 'right-2026' });
    expect(refused).toMatchObject({ status: 'error', errorName: 'LoginTryLater', retryAfter: expect.any(Number) });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(2);
    await wait(driverId, 3);
    expect(await driver.post('/api/auth/login', { login: '79125550101', password: 'right-2026' })).toMatchObject({ status: 'ok' });
    // Cleared: the next failure is a plain one.
    await fromEverywhere('many.addresses@parking.test', 1, '10.40.1');
    expect(await driver.post('/api/auth/login', { login: '79125550101', password: 'right-2026' })).toMatchObject({ status: 'ok' });
  });

  it('doubles the wait with every further failure, up to 15 minutes', async () => {
    const driverId = await newDriver('growing.wait@parking.test', '79125550102');
    await fromEverywhere('growing.wait@parking.test', 10, '10.41.0');
    const attempt = (ip: string) => apiClient(city, { ip }).post('/api/auth/login', { login: 'growing.wait@parking.test', password: 'wrong' });
    await wait(driverId, 3);
    expect(await attempt('10.41.1.1')).toMatchObject({ errorName: 'IncorrectLogin' });
    expect((await attempt('10.41.1.2')).retryAfter).toBeGreaterThan(2);
    await wait(driverId, 5);
    expect(await attempt('10.41.1.3')).toMatchObject({ errorName: 'IncorrectLogin' });
    expect((await attempt('10.41.1.4')).retryAfter).toBeGreaterThan(4);
    const rows = Array.from({ length: 30 }, () => ({ login: 'growing.wait@parking.test', ip: '10.41.2.1', at: new Date(), driver_id: driverId }));
    await city.db.insertInto('login_failure').values(rows).execute();
    expect(await attempt('10.41.1.5')).toMatchObject({ errorName: 'LoginTryLater', retryAfter: 900 });
  });

  it('gives the five login aliases one rate-limit bucket', async () => {
    const api = apiClient(city, { ip: '10.42.0.1' });
    const aliases = ['login', 'login-v2', 'login-v3', 'login-v4', 'login-v5'];
    for (let i = 0; i < 20; i += 1) {
      expect((await api.post(`/api/auth/${aliases[i % 5]}`, { login: 'nobody.bucket@parking.test', password: 'x' })).errorName).not.toBe('TooManyRequests');
    }
    for (const alias of aliases) {
      expect(await api.post(`/api/auth/${alias}`, { login: 'nobody.bucket@parking.test', password: 'x' })).toMatchObject({ errorName: 'TooManyRequests' });
    }
  });
});

describe('profile calls', () => {
  const signIn = async () => (await apiClient(city).post('/api/auth/login', { login: '79120000002', password: 'ivanov2026' })).id_session as string;

  it('answer the profile with the phones and refuse a missing or unknown token', async () => {
    const api = apiClient(city);
    const token = await signIn();
    expect((await api.get('/api/profile/get-profile', { token })).result).toMatchObject({
      email: 'ivanov@parking.test',
      lastName: 'Иванов',
      telephones: [{ phone: '79120000002', isMain: true }],
    });
    expect(await api.get('/api/profile/get-profile-v4')).toMatchObject({ errorName: 'ValidationError', fields: { token: 'RequiredField' } });
    expect(await api.get('/api/profile/get-profile-v5', { token: 'unknown' })).toMatchObject({ errorName: 'TokenNotFound' });
  });

  it('change and read an account setting; a wrong name or value changes nothing', async () => {
    const api = apiClient(city);
    const token = await signIn();
    expect((await api.get('/api/profile/get-settings-v1', { token })).result).toMatchObject({ reportHistoryOperation: false });
    expect(await api.put('/api/profile/change-settings-v1', { token, name: 'reportHistoryOperation', value: 'true' })).toEqual({ status: 'ok' });
    expect(await api.put('/api/profile/change-settings-v1', { token, name: 'isAdmin', value: 'true' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { name: 'InvalidFormat' },
    });
    expect(await api.put('/api/profile/change-settings-v1', { token, name: 'pushOff', value: 'maybe' })).toMatchObject({ errorName: 'ValidationError' });
    expect((await api.get('/api/profile/get-settings-v1', { token })).result).toMatchObject({ reportHistoryOperation: true, pushOff: false });
  });

  it('change the password after checking the current one, ending the other sessions', async () => {
    const api = apiClient(city);
    const [current, other] = [await signIn(), await signIn()];
    expect(await api.put('/api/profile/change-password', { token: current, currentpass: 'wrong', pass: 'newpass26' })).toMatchObject({
      errorName: 'CurrentPasswordIncorrect',
      fields: { currentpass: 'CurrentPasswordIncorrect' },
    });
    expect(await api.put('/api/profile/change-password', { token: current, currentpass: 'ivanov2026', pass: '123' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { pass: 'InvalidFormat' },
    });
    expect(await api.put('/api/profile/change-password', { token: current, currentpass: 'ivanov2026', pass: 'newpass26' })).toEqual({ status: 'ok' });
    expect((await api.get('/api/profile/get-profile', { token: current })).status).toBe('ok');
    expect(await api.get('/api/profile/get-profile', { token: other })).toMatchObject({ errorName: 'TokenExpired' });
    expect(await api.post('/api/auth/login', { login: '79120000002', password: 'newpass26' })).toMatchObject({ status: 'ok' });
    await api.put('/api/profile/change-password', { token: current, currentpass: 'newpass26', pass: 'ivanov2026' });
  });

  it('take a new password of 4 to 20 characters, the rule of this change (accounts §5), and no longer', async () => {
    const api = apiClient(city);
    const token = await signIn();
    expect(await api.put('/api/profile/change-password', { token, currentpass: 'ivanov2026', pass: 'a'.repeat(21) })).toMatchObject({
      errorName: 'ValidationError',
      fields: { pass: 'InvalidFormat' },
    });
    expect(await api.put('/api/profile/change-password', { token, currentpass: 'ivanov2026', pass: '4321' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/login', { login: '79120000002', password: '4321' })).toMatchObject({ status: 'ok' });
    expect(await api.put('/api/profile/change-password', { token, currentpass: '4321', pass: 'ivanov2026' })).toEqual({ status: 'ok' });
  });
});
