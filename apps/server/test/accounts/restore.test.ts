import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

let city: TestCity;
beforeAll(async () => {
  city = await createTestCity();
});
afterAll(() => city.close());

describe('password restore', () => {
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
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: '12345' })).toMatchObject({ errorName: 'ValidationError', fields: { pass: 'InvalidFormat' } });
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: 'restored1' })).toEqual({ status: 'ok' });
    // Single use, and the old session is over.
    expect(await api.put('/api/profile/restore-password/change', { token: code, pass: 'restored2' })).toMatchObject({ errorName: 'incorrectCode' });
    expect(await api.get('/api/profile/get-profile', { token: session })).toMatchObject({ errorName: 'TokenExpired' });
    expect(await api.post('/api/auth/login', { login: 'demo@parking.test', password: 'restored1' })).toMatchObject({ status: 'ok' });
  });

  it('by phone: the last 4 digits of the incoming call become the password', async () => {
    const api = apiClient(city);
    expect(await api.put('/api/profile/restore-password-v2/change', { login: '+7 912 000-00-02', type: 'phone' })).toEqual({ status: 'ok' });
    const call = await api.lastMessage('79120000002');
    expect(call.channel).toBe('call');
    expect(call.text).toContain('новый пароль');
    expect(await api.post('/api/auth/login', { login: '79120000002', password: call.code! })).toMatchObject({ status: 'ok' });
    expect(await api.put('/api/profile/restore-password-v2/change', { login: '79990000000', type: 'phone' })).toMatchObject({ errorName: 'unknownEmail' });
    expect(await api.put('/api/profile/restore-password-v2/change', { login: 'abc', type: 'phone' })).toMatchObject({ errorName: 'ValidationError' });
  });
});
