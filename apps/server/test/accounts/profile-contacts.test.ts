import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

let city: TestCity;
let token: string;
/** Changing the e-mail or the main phone asks for it. */
const currentpass = 'ivanov2026';
beforeAll(async () => {
  city = await createTestCity();
  token = (await apiClient(city).post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
});
afterAll(() => city.close());

const profile = async () =>
  (
    await apiClient(city).get<{ result: { email: string; firstName: string; telephones: { phone: string; isMain: boolean }[] } }>('/api/profile/get-profile', {
      token,
    })
  ).result;

describe('profile contacts', () => {
  it('changes the names only, and refuses an e-mail that did not come through its code', async () => {
    const api = apiClient(city);
    expect(await api.put('/api/profile/change-profile', { token, firstname: ' Иван ', lastname: 'Петров' })).toEqual({ status: 'ok' });
    expect(await profile()).toMatchObject({ firstName: 'Иван', email: 'ivanov@parking.test' });
    expect(await api.put('/api/profile/change-profile', { token, email: 'other@parking.test' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { email: 'ConfirmByCode' },
    });
    await api.put('/api/profile/change-profile', { token, lastname: 'Иванов' });
  });

  it('changes the e-mail with the code sent to the new address', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/send-email-code', { token, email: 'demo@parking.test', currentpass })).toMatchObject({ errorName: 'EmailExists' });
    const { token: change } = await api.post<{ token: string }>('/api/profile/send-email-code', {
      token,
      email: 'Ivan.New@Parking.test',
      edit: 'true',
      currentpass,
    });
    const letter = await api.lastMessage('ivan.new@parking.test');
    expect(await api.post('/api/auth/confirm-email', { token: change, code: '000000' === letter.code ? '111111' : '000000' })).toMatchObject({
      errorName: 'IncorrectCode',
    });
    expect(await api.post('/api/auth/confirm-email', { token: change, code: letter.code! })).toEqual({ status: 'ok' });
    expect((await profile()).email).toBe('ivan.new@parking.test');
  });

  it('adds a phone as non-main, makes it main, deletes the other; a main phone cannot be deleted', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/send-sms-code', { token, phone: '79120000002', edit: 'false' })).toMatchObject({ errorName: 'DoublePhone' });
    expect(await api.post('/api/profile/send-sms-code', { token, phone: '79120000001', edit: 'false' })).toMatchObject({ errorName: 'PhoneExists' });
    const { token: add } = await api.post<{ token: string }>('/api/profile/send-sms-code', {
      token,
      phone: '+7 912 555-00-02',
      edit: 'false',
      isReply: 'false',
    });
    const sms = await api.lastMessage('79125550002');
    expect(await api.post('/api/auth/confirm-phone', { token: add, code: sms.code! })).toEqual({ status: 'ok' });
    expect((await profile()).telephones).toEqual([
      { phone: '79120000002', isMain: true },
      { phone: '79125550002', isMain: false },
    ]);

    expect(await api.delete('/api/profile/delete-phone', { token, phone: '79120000002' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { phone: 'MainPhone' },
    });
    expect(await api.put('/api/profile/set-main-phone', { token, phone: '79125550002', currentpass })).toEqual({ status: 'ok' });
    expect(await api.delete('/api/profile/delete-phone', { token, phone: '79120000002' })).toEqual({ status: 'ok' });
    expect((await profile()).telephones).toEqual([{ phone: '79125550002', isMain: true }]);
  });

  it('replaces the main phone with a confirmed new one (the SMS-reply flag sent with it changes nothing)', async () => {
    const api = apiClient(city);
    const { token: change } = await api.post<{ token: string }>('/api/profile/send-sms-code', {
      token,
      phone: '79125550003',
      edit: 'true',
      isReply: 'true',
      currentpass,
    });
    const sms = await api.lastMessage('79125550003');
    expect(await api.post('/api/auth/confirm-phone', { token: change, code: sms.code! })).toEqual({ status: 'ok' });
    expect((await profile()).telephones).toEqual([{ phone: '79125550003', isMain: true }]);
    expect(await api.post('/api/auth/login', { login: '79125550003', password: 'ivanov2026' })).toMatchObject({ status: 'ok' });
  });

  it('refuses bad input and unknown tokens', async () => {
    const api = apiClient(city);
    expect(await api.post('/api/profile/send-sms-code', { token, phone: '123' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { phone: 'InvalidFormat' },
    });
    expect(await api.post('/api/profile/send-email-code', { token, email: 'nope' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { email: 'InvalidFormat' },
    });
    expect(await api.put('/api/profile/set-main-phone', { token, phone: '79990000000', currentpass })).toMatchObject({ errorName: 'ValidationError' });
    expect(await api.put('/api/profile/change-profile', { token: 'unknown', firstname: 'X' })).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await api.get('/api/profile/get-balance', { token })).toEqual({ status: 'ok', result: 0 });
  });

  it('refuses a new e-mail and an added phone where the city turns contact changes off, and sends nothing', async () => {
    const api = apiClient(city);
    const setContactChange = (allowContactChange: boolean) =>
      city.app.inject({ method: 'PUT', url: city.api('/dev/site-options'), payload: { settings: { allowContactChange } } });
    await setContactChange(false);
    try {
      expect(await api.post('/api/profile/send-email-code', { token, email: 'ivan.off@parking.test', currentpass })).toMatchObject({
        status: 'error',
        errorName: 'ContactChangeOff',
      });
      expect(await api.post('/api/profile/send-sms-code', { token, phone: '79125550009', edit: 'false' })).toMatchObject({
        status: 'error',
        errorName: 'ContactChangeOff',
      });
      await expect(api.lastMessage('79125550009')).rejects.toThrow(/no message/);
      // The main phone is still changed as before: the setting hides adding a phone and the e-mail change only.
      expect(await api.post('/api/profile/send-sms-code', { token, phone: '79125550010', edit: 'true', currentpass })).toMatchObject({ status: 'ok' });
    } finally {
      await setContactChange(true);
    }
  });
});
