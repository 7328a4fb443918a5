import { describe, expect, it } from 'vitest';
import { ZEmailLinkResponse } from '@city-parking/contract/auth/email-link';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [sevastopol, perm] = testCities({ city: 'sevastopol' }, { city: 'perm' });

/** A pending registration in Sevastopol and the link of its confirmation e-mail. */
async function register(n: number) {
  const api = apiClient(sevastopol);
  const email = `link${n}@example.org`;
  const phone = `+7 (922) 100-20-${String(n).padStart(2, '0')}`;
  const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', {
    firstname: 'Анна',
    lastname: 'Ли',
    middlename: '',
    email,
    phone,
    pass: 'secret12',
  });
  const mail = await api.lastMessage(email);
  const [, salt, code, city] = /\/registration\/confirmation\/email\/([\w-]+)\/(\d{6})\?city=(\w+)/.exec(mail.text)!;
  const phoneCode = (await api.lastMessage(`792210020${String(n).padStart(2, '0')}`)).code!;
  return { api, token, salt: salt!, code: code!, city, phoneCode };
}

describe('the link of the confirmation e-mail', () => {
  it("names the account's city and confirms the e-mail there, whatever city another back end has", async () => {
    const { api, salt, code, city } = await register(1);
    expect(city).toBe('sevastopol');
    // The link is unknown to another city's back end: the browser must call the link's city.
    expect(await apiClient(perm).post('/api/auth/confirm-email-link', { salt, code })).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    const answer = await api.post('/api/auth/confirm-email-link', { salt, code });
    expect(ZEmailLinkResponse.safeParse(answer).success).toBe(true);
    expect(answer).toEqual({ status: 'ok', completed: false, phoneConfirmed: false, emailConfirmed: true, alreadyConfirmed: false });
  });

  it('answers a used link with alreadyConfirmed, before and after the account is created', async () => {
    const { api, token, salt, code, phoneCode } = await register(2);
    await api.post('/api/auth/confirm-email-link', { salt, code });
    expect(await api.post('/api/auth/confirm-email-link', { salt, code })).toEqual({
      status: 'ok',
      completed: false,
      phoneConfirmed: false,
      emailConfirmed: true,
      alreadyConfirmed: true,
    });

    expect(await api.post('/api/auth/confirm-phone', { token, code: phoneCode })).toMatchObject({ status: 'ok', completed: true });
    expect(await api.post('/api/auth/confirm-email-link', { salt, code })).toEqual({
      status: 'ok',
      completed: true,
      phoneConfirmed: true,
      emailConfirmed: true,
      alreadyConfirmed: true,
    });
    // The finished registration's token and link confirm nothing more.
    expect(await api.post('/api/auth/confirm-phone', { token, code: phoneCode })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await api.post('/api/auth/confirm-email', { token: salt, code })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await api.post('/api/auth/login', { login: 'link2@example.org', password: 'secret12' })).toMatchObject({ status: 'ok' });
    // What is kept of it is only what the link needs: the password hash and the names are gone.
    const kept = await sevastopol.db
      .selectFrom('pending_registration')
      .select(['password_hash', 'first_name', 'last_name'])
      .where('email', '=', 'link2@example.org')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ password_hash: '', first_name: '', last_name: '' });
  });

  it('refuses a wrong code and an unknown link as the typed code does', async () => {
    const { api, salt, code } = await register(3);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.post('/api/auth/confirm-email-link', { salt, code: wrong })).toMatchObject({ errorName: 'IncorrectCode' });
    expect(await api.post('/api/auth/confirm-email-link', { salt: 'no-such-link', code })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await api.post('/api/auth/confirm-email-link', { salt })).toMatchObject({ errorName: 'ValidationError' });
  });
});
