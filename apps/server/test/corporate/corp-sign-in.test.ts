import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '@city-parking/contract/auth/login';
import { DEMO_COMPANY } from '../../src/modules/corporate/seed/seed-company.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { corpCall, corpLogin, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));
const { inn, contractNumber } = DEMO_COMPANY;

describe('a company’s sign-in', () => {
  it('signs the demo company in by INN and contract number and answers a coop token', async () => {
    const answer = await corpLogin(perm, { inn, contractNumber });
    expect(answer).toMatchObject({ status: 'ok', id_session: expect.any(String) });
    const row = await perm.db
      .selectFrom('auth_token')
      .select('user_type')
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.user_type).toBe('coop');
    // Spaces around the fields and the case of the contract number do not matter.
    expect(await corpLogin(perm, { inn: ` ${inn} `, contractNumber: contractNumber.toUpperCase() })).toMatchObject({ status: 'ok' });
  });

  it('refuses a wrong contract number and an unknown INN naming the contract, and a malformed INN by its rule', async () => {
    const wrong = await corpLogin(perm, { inn, contractNumber: '2026-002' });
    expect(wrong).toMatchObject({ status: 'error', errorName: 'IncorrectContract' });
    // 7707083893 is a valid INN no company of the city has: answered as a wrong contract number, so
    // the sign-in does not tell which INNs are the city's clients.
    expect(await corpLogin(perm, { inn: '7707083893', contractNumber })).toEqual(wrong);
    expect(await corpLogin(perm, { inn: '5904123454', contractNumber })).toMatchObject({ errorName: 'ValidationError', fields: { inn: 'InnCheckDigitWrong' } });
    expect(await corpLogin(perm, { inn: '59041', contractNumber })).toMatchObject({ errorName: 'ValidationError', fields: { inn: 'InnMustBe10Or12Digits' } });
    expect(await corpLogin(perm, { inn: '', contractNumber: '' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { inn: 'RequiredField', contractNumber: 'RequiredField' },
    });
  });

  it('asks for a captcha after repeated failures from one address, as the drivers’ sign-in does', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_CAPTCHA - 1; i += 1) {
      expect(await corpLogin(perm, { inn, contractNumber: 'wrong' }, ip)).toMatchObject({ errorName: 'IncorrectContract' });
    }
    expect(await corpLogin(perm, { inn, contractNumber: 'wrong' }, ip)).toMatchObject({ errorName: 'LoginTryLimit', captcha: expect.any(String) });
    expect(await corpLogin(perm, { inn, contractNumber }, ip)).toMatchObject({ errorName: 'LoginTryLimit' });
    expect(await corpLogin(perm, { inn, contractNumber, captcha: 'zzzzz' }, ip)).toMatchObject({ errorName: 'CaptchaIncorrect' });
    expect(await corpLogin(perm, { inn, contractNumber, captchaType: 'question' }, ip)).toMatchObject({
      errorName: 'LoginTryLimit',
      captchaQuestion: expect.any(String),
    });
    // Another address is not held up by the guessing, and the failures name the company.
    expect(await corpLogin(perm, { inn, contractNumber })).toMatchObject({ status: 'ok' });
    const counted = await perm.db.selectFrom('login_failure').select('company_id').where('login', '=', `company:${inn}`).execute();
    expect(counted.length).toBeGreaterThan(0);
  });

  it('a coop token opens nothing of a driver’s, and a driver’s token nothing of a company’s', async () => {
    const token = await demoCompanyToken(perm);
    const profile = await perm.app.inject({ method: 'GET', url: perm.api(`/api/profile/get-profile?token=${token}`) });
    expect(profile.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    expect(await corpCall(perm, token, 'GET', '/api/profile/get-settings-v1')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await corpCall(perm, token, 'POST', '/api/profile/document', { type: 'VU', number: '9912345678' })).toMatchObject({ errorName: 'TokenNotFound' });
    const driver = await newDriver(perm);
    for (const [method, path] of [
      ['GET', '/api/corp-profile/get-profile'],
      ['PUT', '/api/corp-profile/add-driver'],
      ['PUT', '/api/corp-profile/activate-device'],
      ['POST', '/api/profile/ts/1'],
      ['DELETE', '/api/profile/ts/1'],
    ] as const) {
      expect(await corpCall(perm, driver.token, method, path, { driver: 'Тест Тестов', phone: '79990000000', imei: '356938035643801' }), path).toMatchObject({
        errorName: 'TokenNotFound',
      });
    }
    // The paths both call answer each kind its own: a driver's balance is not the company's.
    const driverBalance = await corpCall(perm, driver.token, 'GET', '/api/profile/get-balance');
    const companyBalance = await corpCall(perm, token, 'GET', '/api/profile/get-balance');
    expect(driverBalance).toMatchObject({ status: 'ok', result: 0 });
    expect(companyBalance).toMatchObject({ status: 'ok', result: expect.any(Number) });
    expect(companyBalance.result).toBeGreaterThan(0);
  });

  it('takes the coop token in the Authorization header too, and nothing changes without one', async () => {
    const token = await demoCompanyToken(perm);
    expect(await corpCall(perm, token, 'GET', '/api/corp-profile/get-profile', {}, true)).toMatchObject({ status: 'ok' });
    const before = await perm.db.selectFrom('company_driver').select('id').execute();
    const anonymous = await perm.app.inject({
      method: 'PUT',
      url: perm.api('/api/corp-profile/add-driver'),
      payload: { driver: 'Без Токена', phone: '79120000099' },
    });
    expect(anonymous.json()).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await perm.db.selectFrom('company_driver').select('id').execute()).toHaveLength(before.length);
  });
});
