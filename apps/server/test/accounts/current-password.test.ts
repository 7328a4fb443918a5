import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});
// The account's delays are measured in seconds of the real clock; a frozen one keeps a slow run from outwaiting them.
afterEach(() => vi.useRealTimers());

describe('the current password typed in a signed-in session', () => {
  it('is guessed no faster than at the sign-in form: wrong ones count with the account and wait it out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const api = apiClient(city, { ip: '10.0.15.1' });
    const token = (await api.post<{ id_session: string }>('/api/auth/login', { login: 'demo@parking.test', password: 'demo2026' })).id_session;
    // Ten wrong guesses spread over the calls that ask for the password.
    for (let i = 0; i < 5; i += 1) {
      expect(await api.put('/api/profile/change-password', { token, currentpass: `guess-${i}`, pass: 'taken-over1' })).toMatchObject({
        errorName: 'CurrentPasswordIncorrect',
      });
      expect(await api.post('/api/profile/send-email-code', { token, email: 'thief@example.org', currentpass: `guess-${i}` })).toMatchObject({
        errorName: 'CurrentPasswordIncorrect',
      });
    }
    // Now even the right password has to wait, here and at the sign-in form from any address.
    const waiting = await api.put('/api/profile/change-password', { token, currentpass: 'demo2026', pass: 'taken-over1' });
    expect(waiting).toMatchObject({ errorName: 'LoginTryLater', retryAfter: expect.any(Number) });
    expect(await apiClient(city, { ip: '10.0.15.2' }).post('/api/auth/login', { login: 'demo@parking.test', password: 'demo2026' })).toMatchObject({
      errorName: 'LoginTryLater',
    });
    // The password is unchanged.
    const driver = await city.db.selectFrom('driver').select('password_hash').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
    expect(driver.password_hash).toBeTruthy();
    expect(await city.db.selectFrom('outbox').select('id').where('to', '=', 'thief@example.org').execute()).toEqual([]);
  });
});
