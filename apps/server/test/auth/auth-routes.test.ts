import { describe, expect, it } from 'vitest';
import { ZGuestTokenResponse } from '@city-parking/contract/auth/guest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});

describe('guest token and logout', () => {
  it('issues a guest token that resolves as a guest', async () => {
    const response = await city.app.inject({ method: 'POST', url: city.api('/api/auth/guest') });
    const { token } = ZGuestTokenResponse.parse(response.json());
    expect(await tokenService(tokenRepo(city.db), city.now).resolve(token, ['guest'])).toMatchObject({ userType: 'guest' });
  });

  it('ends the session on logout (form-encoded, as the web app sends it), and a second logout is still ok', async () => {
    const { token } = (await city.app.inject({ method: 'POST', url: city.api('/api/auth/guest') })).json() as { token: string };
    const logout = () =>
      city.app.inject({
        method: 'POST',
        url: city.api('/api/auth/logout'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    expect((await logout()).json()).toEqual({ status: 'ok' });
    await expect(tokenService(tokenRepo(city.db), city.now).resolve(token, ['guest'])).rejects.toMatchObject({ errorName: 'TokenExpired' });
    expect((await logout()).json()).toEqual({ status: 'ok' });
  });

  it('rejects a logout without a token', async () => {
    const response = await city.app.inject({ method: 'POST', url: city.api('/api/auth/logout'), payload: {} });
    expect(response.json()).toMatchObject({ errorName: 'ValidationError', fields: { token: 'RequiredField' } });
  });
});
