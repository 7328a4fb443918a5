import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({ city: 'perm' });

const person = (n: number) => ({
  firstname: 'Анна',
  lastname: 'Орлова',
  middlename: '',
  email: `limits${n}@example.org`,
  phone: `+7 (933) 000-00-${String(n).padStart(2, '0')}`,
  pass: 'secret12',
});
const phoneOf = (n: number) => `793300000${String(n).padStart(2, '0')}`;
const wrongFor = (code: string | null) => (code === '000000' ? '111111' : '000000');
/** Each test its own address, so the per-address rate limit of the strict routes stays out of the way. */
const client = (n: number) => apiClient(perm, { ip: `10.0.13.${n}` });

async function register(n: number) {
  const api = client(n);
  const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(n));
  return { api, token };
}

const pendingAttempts = async (email: string) =>
  (await perm.db.selectFrom('pending_registration').select('attempts').where('email', '=', email).executeTakeFirstOrThrow()).attempts;

describe('e-mail codes are limited per address', () => {
  it('sends at most 5 e-mails an hour to one address: registration, resends and a new registration alike', async () => {
    const { api, token } = await register(1);
    for (let i = 0; i < 4; i += 1) expect(await api.post('/api/auth/resend-code', { token, target: 'email' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/resend-code', { token, target: 'email' })).toMatchObject({ errorName: 'LimitSMS' });
    expect(await api.post('/api/auth/registration-v2', { ...person(1), phone: '79330000091' })).toMatchObject({ errorName: 'LimitSMS' });
    const mails = await perm.db.selectFrom('outbox').select('id').where('to', '=', 'limits1@example.org').execute();
    expect(mails).toHaveLength(5);
    // The phone's own count is separate.
    expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toEqual({ status: 'ok' });
  });

  it('counts the hour back from now: older e-mails do not count', async () => {
    const { api, token } = await register(2);
    for (let i = 0; i < 4; i += 1) await api.post('/api/auth/resend-code', { token, target: 'email' });
    await perm.db
      .updateTable('outbox')
      .set({ created_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where('to', '=', 'limits2@example.org')
      .execute();
    expect(await api.post('/api/auth/resend-code', { token, target: 'email' })).toEqual({ status: 'ok' });
  });
});

describe('wrong codes are capped per pending registration', () => {
  it('5 wrong, resend, 5 wrong: no further code is sent and even the right one is refused', async () => {
    const { api, token } = await register(3);
    const first = await api.lastMessage(phoneOf(3));
    for (let i = 0; i < 5; i += 1)
      expect(await api.post('/api/auth/confirm-phone', { token, code: wrongFor(first.code) })).toMatchObject({ errorName: 'IncorrectCode' });
    expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toEqual({ status: 'ok' });
    const second = await api.lastMessage(phoneOf(3));
    for (let i = 0; i < 5; i += 1)
      expect(await api.post('/api/auth/confirm-phone', { token, code: wrongFor(second.code) })).toMatchObject({ errorName: 'IncorrectCode' });

    expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toMatchObject({ errorName: 'CodeTryLimit' });
    expect((await api.lastMessage(phoneOf(3))).code).toBe(second.code);
    expect(await api.post('/api/auth/change-phone', { token, phone: '79330000093' })).toMatchObject({ errorName: 'CodeTryLimit' });
    expect(await api.post('/api/auth/confirm-phone', { token, code: second.code! })).toMatchObject({ errorName: 'CodeTryLimit' });
    const mail = await api.lastMessage('limits3@example.org');
    expect(await api.post('/api/auth/confirm-email', { token, code: mail.code! })).toMatchObject({ errorName: 'CodeTryLimit' });

    // Started again, the registration works.
    const again = await api.post<{ token: string }>('/api/auth/registration-v2', { ...person(3), phone: '79330000094' });
    const sms = await api.lastMessage('79330000094');
    expect(await api.post('/api/auth/confirm-phone', { token: again.token, code: sms.code! })).toMatchObject({ status: 'ok', phoneConfirmed: true });
  });

  it('counts the phone and the e-mail codes together; a live right code past the count is refused', async () => {
    const { api, token } = await register(4);
    const first = await api.lastMessage(phoneOf(4));
    for (let i = 0; i < 5; i += 1) await api.post('/api/auth/confirm-phone', { token, code: wrongFor(first.code) });
    await api.post('/api/auth/resend-code', { token, target: 'phone' });
    const second = await api.lastMessage(phoneOf(4));
    // 4 more wrong on the phone code (it has one try left) and 1 on the e-mail code: 10 in all.
    for (let i = 0; i < 4; i += 1) await api.post('/api/auth/confirm-phone', { token, code: wrongFor(second.code) });
    const mail = await api.lastMessage('limits4@example.org');
    expect(await api.post('/api/auth/confirm-email', { token, code: wrongFor(mail.code) })).toMatchObject({ errorName: 'IncorrectCode' });
    expect(await pendingAttempts('limits4@example.org')).toBe(10);
    expect(await api.post('/api/auth/confirm-phone', { token, code: second.code! })).toMatchObject({ errorName: 'CodeTryLimit' });
  });

  it('a right code does not use up a try of the registration', async () => {
    const { api, token } = await register(5);
    const sms = await api.lastMessage(phoneOf(5));
    for (let i = 0; i < 4; i += 1) await api.post('/api/auth/confirm-phone', { token, code: wrongFor(sms.code) });
    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toMatchObject({ phoneConfirmed: true });
    expect(await pendingAttempts('limits5@example.org')).toBe(4);
  });
});

describe('the attempt counters are conditional updates', () => {
  it('of 12 concurrent wrong tries on one code only 5 are weighed, and all 5 are counted', async () => {
    const { api, token } = await register(6);
    const sms = await api.lastMessage(phoneOf(6));
    const answers = await Promise.all(Array.from({ length: 12 }, () => api.post('/api/auth/confirm-phone', { token, code: wrongFor(sms.code) })));
    expect(answers.every((a) => a.errorName === 'IncorrectCode')).toBe(true);
    const code = await perm.db
      .selectFrom('confirmation_code')
      .select('attempts')
      .where('target', '=', phoneOf(6))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(code.attempts).toBe(5);
    expect(await pendingAttempts('limits6@example.org')).toBe(5);
    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toMatchObject({ errorName: 'IncorrectCode' });
  });

  it('concurrent wrong tries cannot pass the registration count: 2 tries left, 5 at once, 2 weighed', async () => {
    const { api, token } = await register(7);
    await perm.db.updateTable('pending_registration').set({ attempts: 8 }).where('email', '=', 'limits7@example.org').execute();
    const sms = await api.lastMessage(phoneOf(7));
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/auth/confirm-phone', { token, code: wrongFor(sms.code) })));
    expect(answers.filter((a) => a.errorName === 'IncorrectCode')).toHaveLength(2);
    expect(answers.filter((a) => a.errorName === 'CodeTryLimit')).toHaveLength(3);
    expect(await pendingAttempts('limits7@example.org')).toBe(10);
    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toMatchObject({ errorName: 'CodeTryLimit' });
  });
});
