import { describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '@city-parking/contract/auth/login';
import { hashing } from '../../src/modules/auth/password-hash.ts';
import { addOperator } from '../../src/modules/operator/add-operator.ts';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { feedbackCall } from '../feedback/feedback-calls.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall, operatorLogin } from './desk-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('the operator’s sign-in', () => {
  it('signs the demo operator in with the seeded password', async () => {
    const { email, password } = demoOperator('perm');
    const answer = await operatorLogin(perm, { email, password });
    expect(answer).toMatchObject({ status: 'ok', token: expect.any(String), name: 'Демо-оператор' });
    expect(await deskCall(perm, answer.token!, 'GET', 'appeals')).toMatchObject({ status: 'ok' });
  });

  it('the operator:add function creates an account that signs in, and refuses a taken e-mail', async () => {
    await addOperator(perm.db, { email: 'Desk@Perm.Test', name: ' Ольга ', password: 'secret77' });
    const row = await perm.db.selectFrom('operator').selectAll().where('email', '=', 'desk@perm.test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ольга', disabled: false });
    expect(row.password_hash).not.toContain('secret77');
    expect(await operatorLogin(perm, { email: 'desk@perm.test', password: 'secret77' })).toMatchObject({ status: 'ok' });
    await expect(addOperator(perm.db, { email: 'desk@perm.test', name: 'x', password: 'secret77' })).rejects.toThrow(/exists/);
    await expect(addOperator(perm.db, { email: 'bad', name: 'x', password: 'secret77' })).rejects.toThrow(/e-mail/);
  });

  it('asks for a captcha after repeated failures from one address, as the drivers’ sign-in does', async () => {
    const { email } = demoOperator('perm');
    const ip = '10.31.0.1';
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_CAPTCHA - 1; i += 1) {
      expect(await operatorLogin(perm, { email, password: 'wrong-one' }, ip)).toMatchObject({ errorName: 'IncorrectLogin' });
    }
    expect(await operatorLogin(perm, { email, password: 'wrong-one' }, ip)).toMatchObject({ errorName: 'LoginTryLimit', captcha: expect.any(String) });
    // The right password without the captcha is still refused there, and a wrong captcha too.
    expect(await operatorLogin(perm, { email, password: demoOperator('perm').password }, ip)).toMatchObject({ errorName: 'LoginTryLimit' });
    expect(await operatorLogin(perm, { email, password: demoOperator('perm').password, captcha: 'zzzzz' }, ip)).toMatchObject({
      errorName: 'CaptchaIncorrect',
    });
    // Another address is not held up by the guessing.
    expect(await operatorLogin(perm, { email, password: demoOperator('perm').password })).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown e-mail as a wrong password, after the same hashing, and a driver’s password does not open the desk', async () => {
    expect(await operatorLogin(perm, { email: 'demo@parking.test', password: 'demo2026' })).toMatchObject({ status: 'error', errorName: 'IncorrectLogin' });
    // Each answer cost one scrypt computation, the unknown e-mail's as the known one's.
    const scrypts = vi.spyOn(hashing, 'run');
    try {
      expect(await operatorLogin(perm, { email: 'nobody@perm.test', password: 'secret77' })).toEqual(
        await operatorLogin(perm, { email: demoOperator('perm').email, password: 'secret77' }),
      );
      expect(scrypts).toHaveBeenCalledTimes(2);
    } finally {
      scrypts.mockRestore();
    }
  });

  it('an operator token cannot act as a driver, and a driver token cannot reach the desk', async () => {
    const { email, password } = demoOperator('perm');
    const { token } = await operatorLogin(perm, { email, password });
    expect(await feedbackCall(perm, token!, 'GET', 'getAppeals')).toMatchObject({ errorName: 'TokenNotFound' });
    const profile = await perm.app.inject({ method: 'GET', url: perm.api(`/api/profile/get-profile?token=${token}`) });
    expect(profile.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    const driver = await newDriver(perm);
    expect(await deskCall(perm, driver.token, 'GET', 'appeals')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await deskCall(perm, driver.token, 'POST', 'status', { idAppeal: '1', status: 'completed' })).toMatchObject({ errorName: 'TokenNotFound' });
  });

  it('logs out: the token no longer opens the desk', async () => {
    const { email, password } = demoOperator('perm');
    const { token } = await operatorLogin(perm, { email, password });
    expect(await deskCall(perm, token!, 'POST', 'logout')).toMatchObject({ status: 'ok' });
    expect(await deskCall(perm, token!, 'GET', 'appeals')).toMatchObject({ status: 'error' });
  });
});

describe('the desk’s logout', () => {
  it('leaves a driver’s token alone', async () => {
    const driver = await newDriver(perm);
    expect(await deskCall(perm, driver.token, 'POST', 'logout')).toMatchObject({ status: 'ok' });
    expect(await feedbackCall(perm, driver.token, 'GET', 'getAppeals')).toMatchObject({ status: 'ok' });
  });
});

describe('a disabled operator', () => {
  it('can neither sign in nor use a token opened before', async () => {
    await addOperator(perm.db, { email: 'leaving@perm.test', name: 'Пётр', password: 'secret77' });
    const { token } = await operatorLogin(perm, { email: 'leaving@perm.test', password: 'secret77' });
    await perm.db.updateTable('operator').set({ disabled: true }).where('email', '=', 'leaving@perm.test').execute();
    expect(await deskCall(perm, token!, 'GET', 'appeals')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await operatorLogin(perm, { email: 'leaving@perm.test', password: 'secret77' })).toMatchObject({ errorName: 'IncorrectLogin' });
  });
});
