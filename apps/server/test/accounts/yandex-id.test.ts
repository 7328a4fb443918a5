import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

/** A stand-in for Yandex ID's user-info endpoint: two known access tokens. */
const USERS: Record<string, object> = {
  'token-demo': { id: 'ya-1', default_email: 'DEMO@parking.test', first_name: 'Анна' },
  'token-new': { id: 'ya-2', default_email: 'ya.new@yandex.ru', first_name: 'Яна', last_name: 'Новая', default_phone: { number: '+79235550001' } },
};

let provider: Server;
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
  city = await createTestCity({ env: { YANDEX_USERINFO_URL: `http://127.0.0.1:${port}/info`, YANDEX_CLIENT_ID: 'client-1' } });
});
afterAll(async () => {
  await city.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('sign-in with Yandex ID', () => {
  it('tells the web app the client id', async () => {
    expect((await apiClient(city).get<{ result: { yandexClientId: string } }>('/api/info/get-options-info-v3')).result.yandexClientId).toBe('client-1');
  });

  it('links the account with the same e-mail and signs it in', async () => {
    const api = apiClient(city);
    const { result } = await api.get<{ result: { token: string } }>('/backend/v2/yandexID', { token: 'token-demo' });
    expect((await api.get<{ result: { email: string } }>('/api/profile/get-profile', { token: result.token })).result.email).toBe('demo@parking.test');
    // Linked now: the same Yandex account signs the same driver in again.
    const again = await api.get<{ result: { token: string } }>('/backend/v2/yandexID', { token: 'token-demo' });
    expect((await api.get<{ result: { email: string } }>('/api/profile/get-profile', { token: again.result.token })).result.email).toBe('demo@parking.test');
  });

  it('creates a driver without a password for a new Yandex account', async () => {
    const api = apiClient(city);
    const { result } = await api.get<{ result: { token: string } }>('/backend/v2/yandexID', { token: 'token-new' });
    const profile = (await api.get<{ result: object }>('/api/profile/get-profile', { token: result.token })).result;
    expect(profile).toMatchObject({ email: 'ya.new@yandex.ru', firstName: 'Яна', lastName: 'Новая', telephones: [{ phone: '79235550001', isMain: true }] });
    // Signing in with a password needs a restore first.
    expect(await api.post('/api/auth/login', { login: 'ya.new@yandex.ru', password: 'anything' })).toMatchObject({ errorName: 'EmptyPass' });
  });

  it('answers YandexLoginError for a token the provider refuses, and ValidationError without one', async () => {
    const api = apiClient(city);
    expect(await api.get('/backend/v2/yandexID', { token: 'forged' })).toMatchObject({ status: 'error', errorName: 'YandexLoginError' });
    expect(await api.get('/backend/v2/yandexID')).toMatchObject({ errorName: 'ValidationError', fields: { token: 'RequiredField' } });
  });
});
