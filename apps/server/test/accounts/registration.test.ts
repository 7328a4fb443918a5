import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/token-service.ts';
import { confirmationCodes } from '../../src/modules/accounts/codes.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm, rostov] = testCities({ city: 'perm' }, { city: 'rostov' });

const person = (n: number) => ({
  firstname: 'Пётр',
  lastname: 'Петров',
  middlename: '',
  email: `Driver${n}@Example.org`,
  phone: `+7 (922) 000-00-${String(n).padStart(2, '0')}`,
  pass: 'secret12',
});

describe('registration by SMS (Perm)', () => {
  it('confirms the phone and the e-mail by codes from the outbox, then the driver can sign in', async () => {
    const api = apiClient(perm);
    expect(await api.get('/api/auth/get-confirmation-type-v2')).toEqual({ status: 'ok', result: 'SMS' });
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(1));
    expect(token).toEqual(expect.any(String));

    const sms = await api.lastMessage('79220000001');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms.code).toMatch(/^\d{6}$/);
    const mail = await api.lastMessage('driver1@example.org');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/\/registration\/confirmation\/email\/[\w-]+\/\d{6}/);

    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toEqual({
      status: 'ok',
      completed: false,
      phoneConfirmed: true,
      emailConfirmed: false,
    });
    // The e-mail is confirmed through the link's salt, as when the link is opened.
    const salt = /confirmation\/email\/([\w-]+)\//.exec(mail.text)![1]!;
    expect(await api.post('/api/auth/confirm-email', { token: salt, code: mail.code! })).toEqual({
      status: 'ok',
      completed: true,
      phoneConfirmed: true,
      emailConfirmed: true,
    });

    const login = await api.post('/api/auth/login', { login: 'driver1@example.org', password: 'secret12' });
    expect(login).toMatchObject({ status: 'ok', id_session: expect.any(String) });
    const byPhone = await api.post('/api/auth/login-v3', { login: '8 922 000 00 01', password: 'secret12' });
    expect(byPhone.status).toBe('ok');
    const profile = await api.get('/api/profile/get-profile-v6', { token: login.id_session as string });
    expect(profile.result).toMatchObject({
      email: 'driver1@example.org',
      firstName: 'Пётр',
      telephone: '79220000001',
      telephones: [{ phone: '79220000001', isMain: true }],
      balance: 0,
    });
  });

  it('refuses an e-mail or phone that already has an account, each with its own error', async () => {
    const api = apiClient(perm);
    expect(await api.post('/api/auth/registration-v2', { ...person(2), email: 'demo@parking.test' })).toMatchObject({ errorName: 'EmailExists' });
    expect(await api.post('/api/auth/registration-v2', { ...person(2), phone: '79120000001' })).toMatchObject({ errorName: 'PhoneExists' });
    expect(await api.post('/api/auth/registration-v2', { ...person(2), email: 'demo@parking.test', phone: '79120000001' })).toMatchObject({
      errorName: 'UserExists',
    });
    // The spec's reading of check-email: ok means a driver has the address.
    expect(await api.post('/api/auth/check-email', { email: 'DEMO@parking.test' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/check-email', { email: 'free@parking.test' })).toMatchObject({ status: 'error', errorName: 'unknownEmail' });
    expect(await api.post('/api/auth/check-phone', { phone: '79120000002' })).toMatchObject({ errorName: 'UserExists' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'InvalidFormat'],
    [{ phone: '12345' }, 'phone', 'InvalidFormat'],
    [{ phone: '' }, 'phone', 'RequiredField'],
    [{ pass: '12345' }, 'pass', 'InvalidFormat'],
    [{ pass: 'x'.repeat(21) }, 'pass', 'InvalidFormat'],
  ])('rejects bad input %o with ValidationError on %s', async (patch, field, rule) => {
    const answer = await apiClient(perm).post('/api/auth/registration-v2', { ...person(3), ...patch });
    expect(answer).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { [field]: rule } });
  });

  it('allows 5 wrong tries, then refuses even the right code until a new one is sent', async () => {
    const api = apiClient(perm);
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(4));
    const { code } = await api.lastMessage('79220000004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect(await api.post('/api/auth/confirm-phone', { token, code: wrong })).toMatchObject({ errorName: 'IncorrectCode' });
    expect(await api.post('/api/auth/confirm-phone', { token, code: code! })).toMatchObject({ errorName: 'IncorrectCode' });

    expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toEqual({ status: 'ok' });
    const fresh = await api.lastMessage('79220000004');
    expect(await api.post('/api/auth/confirm-phone', { token, code: fresh.code! })).toMatchObject({ status: 'ok', phoneConfirmed: true });
    // Single use.
    expect(await api.post('/api/auth/confirm-phone', { token, code: fresh.code! })).toMatchObject({ errorName: 'IncorrectCode' });
  });

  it('refuses an expired code', async () => {
    const api = apiClient(perm);
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(5));
    const { code } = await api.lastMessage('79220000005');
    await perm.db
      .updateTable('confirmation_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('target', '=', '79220000005')
      .execute();
    expect(await api.post('/api/auth/confirm-phone', { token, code: code! })).toMatchObject({ errorName: 'IncorrectCode' });
  });

  it('sends at most 5 SMS or calls to one phone per hour', async () => {
    const api = apiClient(perm, { ip: '10.0.0.55' });
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(6));
    for (let i = 0; i < 4; i += 1) expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toEqual({ status: 'ok' });
    expect(await api.post('/api/auth/resend-code', { token, target: 'phone' })).toMatchObject({ errorName: 'LimitSMS' });
    // The e-mail code is not limited by the phone's count.
    expect(await api.post('/api/auth/resend-code', { token, target: 'email' })).toEqual({ status: 'ok' });
  });

  it('changes the phone of a pending registration and confirms the new one', async () => {
    const api = apiClient(perm);
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(7));
    expect(await api.post('/api/auth/change-phone', { token, phone: '79220000007' })).toMatchObject({ errorName: 'DoublePhone' });
    expect(await api.post('/api/auth/change-phone', { token, phone: '79120000001' })).toMatchObject({ errorName: 'PhoneExists' });
    expect(await api.post('/api/auth/change-phone', { token, phone: '+79220000077' })).toEqual({ status: 'ok' });
    const { code } = await api.lastMessage('79220000077');
    expect(await api.post('/api/auth/confirm-phone', { token, code: code! })).toMatchObject({ phoneConfirmed: true });
  });

  it('forgets the confirmation of a phone that is changed: the account gets only the phone its code confirmed', async () => {
    const api = apiClient(perm, { ip: '10.0.17.1' });
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(9));
    const first = await api.lastMessage('79220000009');
    expect(await api.post('/api/auth/confirm-phone', { token, code: first.code! })).toMatchObject({ phoneConfirmed: true });
    expect(await api.post('/api/auth/change-phone', { token, phone: '79220000099' })).toEqual({ status: 'ok' });
    const mail = await api.lastMessage('driver9@example.org');
    expect(await api.post('/api/auth/confirm-email', { token, code: mail.code! })).toEqual({
      status: 'ok',
      completed: false,
      phoneConfirmed: false,
      emailConfirmed: true,
    });
    const sms = await api.lastMessage('79220000099');
    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toMatchObject({ completed: true });
    const driver = await perm.db.selectFrom('driver').select('id').where('email', '=', 'driver9@example.org').executeTakeFirstOrThrow();
    expect(await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).execute()).toEqual([{ phone: '79220000099' }]);
  });

  it('refuses a code sent to an address the registration no longer has, or never had', async () => {
    const api = apiClient(perm, { ip: '10.0.17.2' });
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person(10));
    expect(await api.post('/api/auth/change-phone', { token, phone: '79220000100' })).toEqual({ status: 'ok' });
    // What a resend that read the old phone before the change would leave: the latest code went to the old phone.
    const codes = confirmationCodes(perm.db, perm.now);
    await codes.issue('registration-phone', hashToken(token), '79220000010', '123456');
    expect(await api.post('/api/auth/confirm-phone', { token, code: '123456' })).toMatchObject({ errorName: 'IncorrectCode' });
    await codes.issue('registration-email', hashToken(token), 'someone.else@example.org', '654321');
    expect(await api.post('/api/auth/confirm-email', { token, code: '654321' })).toMatchObject({ errorName: 'IncorrectCode' });

    expect(await perm.db.selectFrom('driver').select('id').where('email', '=', 'driver10@example.org').executeTakeFirst()).toBeUndefined();
    const row = await perm.db
      .selectFrom('pending_registration')
      .select(['confirmed_phone', 'confirmed_email'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ confirmed_phone: null, confirmed_email: null });
  });

  it('answers TokenNotFound for an unknown registration token', async () => {
    expect(await apiClient(perm).post('/api/auth/confirm-phone', { token: 'nope', code: '123456' })).toMatchObject({ errorName: 'TokenNotFound' });
  });
});

describe('registration by call (Rostov)', () => {
  it('uses the last 4 digits of the calling number as the code', async () => {
    const api = apiClient(rostov);
    expect(await api.get('/api/auth/get-confirmation-type-v2')).toEqual({ status: 'ok', result: 'Call' });
    const { token } = await api.post<{ token: string }>('/api/auth/registration', person(8));
    const call = await api.lastMessage('79220000008');
    expect(call.channel).toBe('call');
    expect(call.code).toMatch(/^\d{4}$/);
    const caller = /\+7 900 \d{3}-(\d{2})-(\d{2})/.exec(call.text)!;
    expect(`${caller[1]}${caller[2]}`).toBe(call.code);
    expect(await api.post('/api/auth/confirm-phone', { token, code: call.code! })).toMatchObject({ phoneConfirmed: true });
  });
});
