import { describe, expect, it } from 'vitest';
import { apiClient } from '../../helpers/api-client.ts';
import { newDriver, sandbox } from '../session-fixtures.ts';
import { guestSessions, guestStart, guestToken } from './guest-fixtures.ts';
import { testCities } from '../../helpers/test-cities.ts';

const [sevastopol] = testCities({ city: 'sevastopol' });

/** A guest's paid session of `plate`, paid with `phone`. */
async function guestPaid(plate: string, phone: string) {
  const { RedirectURL } = await guestStart(sevastopol, await guestToken(sevastopol), plate, { phone });
  await sandbox(sevastopol, RedirectURL, 'pay');
  return RedirectURL.split('/').pop()!;
}

const ownerOf = async (paymentId: string) => {
  const payment = await sevastopol.db.selectFrom('provider_payment').select('driver_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return payment.driver_id;
};

describe("a guest who registers with the payer's phone", () => {
  it("sees the sessions paid as a guest; those of other phones stay guests'", async () => {
    const paymentId = await guestPaid('Е300ЕЕ92', '+7 922 300-00-01');
    const otherPayment = await guestPaid('Е301ЕЕ92', '+7 922 300-00-99');
    const api = apiClient(sevastopol);
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', {
      firstname: 'Анна',
      lastname: 'Гостева',
      middlename: '',
      email: 'guest1@example.org',
      phone: '+7 922 300-00-01',
      pass: 'secret12',
    });
    const sms = await api.lastMessage('79223000001');
    expect(await api.post('/api/auth/confirm-phone', { token, code: sms.code! })).toMatchObject({ completed: false });
    // Not the driver's until the registration completes.
    expect(await ownerOf(paymentId)).toBeNull();
    const mail = await api.lastMessage('guest1@example.org');
    expect(await api.post('/api/auth/confirm-email', { token, code: mail.code! })).toMatchObject({ completed: true });

    const login = await api.post<{ id_session: string }>('/api/auth/login', { login: 'guest1@example.org', password: 'secret12' });
    const profile = await api.get<{ result: { sessions: { transport: { numberTs: string }; status: string; paid: number }[] } }>(
      '/api/profile/get-profile-v6',
      { token: login.id_session },
    );
    expect(profile.result.sessions).toMatchObject([{ transport: { numberTs: 'Е300ЕЕ92' }, status: 'active', paid: 60 }]);
    expect(await ownerOf(paymentId)).toEqual(expect.any(Number));
    expect(await ownerOf(otherPayment)).toBeNull();
    expect((await guestSessions(sevastopol)).map((s) => s.plate)).toEqual(['Е301ЕЕ92']);
  });

  it('takes them over when a driver confirms the phone on the account', async () => {
    const paymentId = await guestPaid('Е302ЕЕ92', '79223000002');
    const driver = await newDriver(sevastopol);
    const api = apiClient(sevastopol);
    const { token: add } = await api.post<{ token: string }>('/api/profile/send-sms-code', { token: driver.token, phone: '+7 922 300-00-02', edit: 'false' });
    const sms = await api.lastMessage('79223000002');
    expect(await api.post('/api/auth/confirm-phone', { token: add, code: sms.code! })).toEqual({ status: 'ok' });
    expect(await ownerOf(paymentId)).toBe(driver.id);
    const [session] = await sevastopol.db.selectFrom('parking_session').select(['driver_id', 'payer_phone']).where('plate', '=', 'Е302ЕЕ92').execute();
    expect(session).toEqual({ driver_id: driver.id, payer_phone: '79223000002' });
  });
});
