import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

/** A stand-in for Yandex ID's user-info endpoint: known access tokens, each issued to a client. */
const USERS: Record<string, object> = {
  'token-demo': { id: 'ya-1', client_id: 'client-1', default_email: 'DEMO@parking.test', first_name: 'Анна' },
  'token-new': {
    id: 'ya-2',
    client_id: 'client-1',
    default_email: 'ya.new@yandex.ru',
    first_name: 'Яна',
    last_name: 'Новая',
    default_phone: { number: '+79235550001' },
  },
  'token-phone': { id: 'ya-3', client_id: 'client-1', default_email: 'other.mail@yandex.ru', default_phone: { number: '+7 912 000-00-02' } },
  // A token some other site obtained for the same person.
  'token-other-site': { id: 'ya-1', client_id: 'client-of-another-site', default_email: 'demo@parking.test' },
  'token-no-client': { id: 'ya-1', default_email: 'demo@parking.test' },
};

let provider: Server;
let userInfoUrl: string;
let city: TestCity;
beforeAll(async () => {
  provider = createServer((request, response) => {
    const token = /^OAuth (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const user = USERS[token];
    response.writeHead(user ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(user ?? { error: 'invalid token' }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  userInfoUrl = `http://127.0.0.1:${port}/info`;
  city = await createTestCity({ env: { YANDEX_USERINFO_URL: userInfoUrl, YANDEX_CLIENT_ID: 'client-1' } });
});
afterAll(async () => {
  await city.close();
  await new Promise((resolve) => provider.close(resolve));
});

type TokenAnswer = { result: { token: string } };
const emailOf = async (token: string) => (await apiClient(city).get<{ result: { email: string } }>('/api/profile/get-profile', { token })).result.email;

describe('sign-in with Yandex ID', () => {
  it('tells the web app the client id', async () => {
    expect((await apiClient(city).get<{ result: { yandexClientId: string } }>('/api/info/get-options-info-v3')).result.yandexClientId).toBe('client-1');
  });

  it('links the account with the same e-mail only once its password confirms it, then signs it in directly', async () => {
    const api = apiClient(city, { ip: '10.60.0.1' });
    expect(await api.get('/backend/v2/yandexID', { token: 'token-demo' })).toMatchObject({ status: 'error', errorName: 'ConfirmLinkWithPassword' });
    expect(await api.post('/backend/v2/yandexID', { token: 'token-demo', password: 'wrong-one' })).toMatchObject({ errorName: 'IncorrectLogin' });
    // Still not linked after a wrong password.
    expect(await api.get('/backend/v2/yandexID', { token: 'token-demo' })).toMatchObject({ errorName: 'ConfirmLinkWithPassword' });
    const linked = await api.post<TokenAnswer>('/backend/v2/yandexID', { token: 'token-demo', password: 'demo2026' });
    expect(await emailOf(linked.result.token)).toBe('demo@parking.test');
    const again = await api.get<TokenAnswer>('/backend/v2/yandexID', { token: 'token-demo' });
    expect(await emailOf(again.result.token)).toBe('demo@parking.test');
  });

  it('asks for the password of the account with the same phone too', async () => {
    const api = apiClient(city, { ip: '10.60.0.2' });
    expect(await api.get('/backend/v2/yandexID', { token: 'token-phone' })).toMatchObject({ errorName: 'ConfirmLinkWithPassword' });
    const linked = await api.post<TokenAnswer>('/backend/v2/yandexID', { token: 'token-phone', password: 'ivanov2026' });
    expect(await emailOf(linked.result.token)).toBe('ivanov@parking.test');
  });

  it('creates a driver without a password for a new Yandex account', async () => {
    const api = apiClient(city);
    const { result } = await api.get<TokenAnswer>('/backend/v2/yandexID', { token: 'token-new' });
    const profile = (await api.get<{ result: object }>('/api/profile/get-profile', { token: result.token })).result;
    expect(profile).toMatchObject({ email: 'ya.new@yandex.ru', firstName: 'Яна', lastName: 'Новая', telephones: [{ phone: '79235550001', isMain: true }] });
    // Signing in with a password needs a restore first.
    expect(await api.post('/api/auth/login', { login: 'ya.new@yandex.ru', password: 'anything' })).toMatchObject({ errorName: 'EmptyPass' });
  });

  it('refuses a token issued to another client, even for a linked account', async () => {
    const api = apiClient(city);
    expect(await api.get('/backend/v2/yandexID', { token: 'token-other-site' })).toMatchObject({ status: 'error', errorName: 'YandexLoginError' });
    expect(await api.get('/backend/v2/yandexID', { token: 'token-no-client' })).toMatchObject({ status: 'error', errorName: 'YandexLoginError' });
  });

  it('answers YandexLoginError for a token the provider refuses, and ValidationError without one', async () => {
    const api = apiClient(city);
    expect(await api.get('/backend/v2/yandexID', { token: 'forged' })).toMatchObject({ status: 'error', errorName: 'YandexLoginError' });
    expect(await api.get('/backend/v2/yandexID')).toMatchObject({ errorName: 'ValidationError', fields: { token: 'RequiredField' } });
  });

  it('has no route without YANDEX_CLIENT_ID', async () => {
    const bare = await createTestCity({ demo: false, env: { YANDEX_USERINFO_URL: userInfoUrl } });
    try {
      const response = await bare.app.inject({ method: 'GET', url: bare.api('/backend/v2/yandexID?token=token-new') });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorName: 'NotFound' });
      expect(await bare.db.selectFrom('driver').select('id').where('yandex_id', '=', 'ya-2').executeTakeFirst()).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
