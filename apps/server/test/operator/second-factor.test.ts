import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, SIGN_IN_STEP_MINUTES, SIGN_IN_STEP_TRIES } from '@city-parking/contract/operator/operator-login';
import { totpCode, totpStep } from '@city-parking/contract/operator/totp';
import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '@city-parking/contract/auth/login';
import { addOperator } from '../../src/modules/operator/add-operator.ts';
import { DEMO_SECOND_FACTOR_SECRET, demoOperator, demoStaff } from '../../src/modules/operator/seed/seed-operators.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { codeNow, deskCall, nextAddress, operatorLogin, operatorPasswordStep, operatorStep } from './desk-calls.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

const password = demoOperator('perm').password;
/** A fresh member with no second factor yet. */
const newMember = async (email: string) => addOperator(perm.db, { email, name: 'Участник', password: 'secret77', roles: ['support'] });
const pendingOf = async (email: string, pass = 'secret77', ip = nextAddress()) => {
  const first = await operatorPasswordStep(perm, { email, password: pass }, ip);
  expect(first, JSON.stringify(first)).toMatchObject({ status: 'ok' });
  return first as { step: 'code' | 'enrol'; pending: string; secret?: string; uri?: string };
};

describe('the second factor', () => {
  it('asks an enrolled member for the code of their app, each code once, and never answers a token for the password alone', async () => {
    const { email } = demoStaff('perm', 'finance');
    const first = await pendingOf(email, password);
    expect(first).toEqual({ status: 'ok', step: 'code', pending: expect.any(String) });
    expect(first).not.toHaveProperty('token');
    const code = await codeNow(perm, DEMO_SECOND_FACTOR_SECRET);
    const signedIn = await operatorStep(perm, 'code', { pending: first.pending, code });
    expect(signedIn).toMatchObject({ status: 'ok', token: expect.any(String), roles: ['finance'] });
    expect(await deskCall(perm, signedIn.token!, 'GET', 'bank-statements')).toMatchObject({ status: 'ok' });
    // The same code again, in a new sign-in: refused, as is the spent sign-in.
    const again = await pendingOf(email, password);
    expect(await operatorStep(perm, 'code', { pending: again.pending, code })).toMatchObject({ errorName: 'SecondFactorIncorrect' });
    expect(await operatorStep(perm, 'code', { pending: first.pending, code })).toMatchObject({ errorName: 'SignInStepExpired' });
    // Half a minute on, the app shows the next code, which works.
    clock.advance(0.5);
    expect(await operatorStep(perm, 'code', { pending: again.pending, code: await codeNow(perm, DEMO_SECOND_FACTOR_SECRET) })).toMatchObject({ status: 'ok' });
  });

  it('enrols a member without one: the first code proves the app, the recovery codes are shown once and work once', async () => {
    await newMember('enrol@perm.test');
    const first = await pendingOf('enrol@perm.test');
    expect(first).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/), qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(first.uri).toBe(
      `otpauth://totp/City%20Parking%20Perm%3Aenrol%40perm.test?secret=${first.secret}&issuer=City%20Parking%20Perm&algorithm=SHA1&digits=6&period=30`,
    );
    // The code step is not this sign-in's; a wrong code is refused.
    expect(await operatorStep(perm, 'code', { pending: first.pending, code: await codeNow(perm, first.secret!) })).toMatchObject({
      errorName: 'SignInStepExpired',
    });
    expect(await operatorStep(perm, 'enrol', { pending: first.pending, code: '000000' })).toMatchObject({ errorName: 'SecondFactorIncorrect' });
    const enrolled = await operatorStep(perm, 'enrol', { pending: first.pending, code: await codeNow(perm, first.secret!) });
    expect(enrolled).toMatchObject({ status: 'ok', token: expect.any(String) });
    expect(enrolled.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enrolled.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(enrolled.recoveryCodes!.every((c) => /^[A-Z2-7]{5}-[A-Z2-7]{5}$/.test(c))).toBe(true);
    // Only hashes are kept.
    const kept = await perm.db.selectFrom('operator_recovery_code').select('code_hash').execute();
    expect(kept.some((row) => enrolled.recoveryCodes!.includes(row.code_hash))).toBe(false);

    // The next sign-in asks for a code; a recovery code stands in for it once, typed as the member likes.
    const next = await pendingOf('enrol@perm.test');
    expect(next.step).toBe('code');
    const recovery = enrolled.recoveryCodes![3]!;
    expect(await operatorStep(perm, 'code', { pending: next.pending, code: ` ${recovery.toLowerCase()} ` })).toMatchObject({ status: 'ok' });
    const later = await pendingOf('enrol@perm.test');
    expect(await operatorStep(perm, 'code', { pending: later.pending, code: recovery })).toMatchObject({ errorName: 'SecondFactorIncorrect' });
  });

  it('ends a sign-in after five wrong codes or five minutes, and counts wrong codes as failed sign-ins', async () => {
    const { email } = demoStaff('perm', 'tariffs');
    const ip = '10.32.0.1';
    const first = await pendingOf(email, password, ip);
    for (let i = 0; i < SIGN_IN_STEP_TRIES; i += 1) {
      expect(await operatorStep(perm, 'code', { pending: first.pending, code: '000000' }, ip)).toMatchObject({ errorName: 'SecondFactorIncorrect' });
    }
    const right = await codeNow(perm, DEMO_SECOND_FACTOR_SECRET);
    expect(await operatorStep(perm, 'code', { pending: first.pending, code: right }, ip)).toMatchObject({ errorName: 'SignInStepExpired' });
    // As many failures as wrong passwords would make: the address is asked for a captcha.
    expect(SIGN_IN_STEP_TRIES).toBeGreaterThanOrEqual(LOGIN_FAILURES_BEFORE_CAPTCHA);
    expect(await operatorPasswordStep(perm, { email, password }, ip)).toMatchObject({ errorName: 'LoginTryLimit' });

    const late = await pendingOf(email, password);
    clock.advance(SIGN_IN_STEP_MINUTES + 0.5);
    expect(await operatorStep(perm, 'code', { pending: late.pending, code: await codeNow(perm, DEMO_SECOND_FACTOR_SECRET) })).toMatchObject({
      errorName: 'SignInStepExpired',
    });
  });

  it('takes codes of the step before and after now, not two steps off, and refuses a member disabled meanwhile', async () => {
    const { email } = demoStaff('perm', 'content');
    const step = totpStep(perm.now());
    const first = await pendingOf(email, password);
    expect(await operatorStep(perm, 'code', { pending: first.pending, code: await totpCode(DEMO_SECOND_FACTOR_SECRET, step + 2) })).toMatchObject({
      errorName: 'SecondFactorIncorrect',
    });
    expect(await operatorStep(perm, 'code', { pending: first.pending, code: await totpCode(DEMO_SECOND_FACTOR_SECRET, step - 1) })).toMatchObject({
      status: 'ok',
    });

    const id = await newMember('leaving2@perm.test');
    await operatorLogin(perm, { email: 'leaving2@perm.test', password: 'secret77' });
    const pending = await pendingOf('leaving2@perm.test');
    await perm.db.updateTable('operator').set({ disabled: true }).where('id', '=', id).execute();
    expect(await operatorStep(perm, 'code', { pending: pending.pending, code: '123456' })).toMatchObject({ errorName: 'SignInStepExpired' });
  });

  it('gives one token to two calls with the same code at once', async () => {
    const { email } = demoStaff('perm', 'fines');
    await perm.db.updateTable('operator').set({ totp_step: null }).where('email', '=', email).execute();
    const [a, b] = [await pendingOf(email, password), await pendingOf(email, password)];
    const code = await codeNow(perm, DEMO_SECOND_FACTOR_SECRET);
    const answers = await Promise.all([operatorStep(perm, 'code', { pending: a.pending, code }), operatorStep(perm, 'code', { pending: b.pending, code })]);
    expect(answers.filter((answer) => answer.status === 'ok')).toHaveLength(1);
  });

  it('ends a desk session after 30 minutes idle, and after 12 hours in all', async () => {
    const { token } = await operatorLogin(perm, demoStaff('perm', 'support'));
    clock.advance(29);
    expect(await deskCall(perm, token!, 'GET', 'appeals')).toMatchObject({ status: 'ok' });
    clock.advance(31);
    expect(await deskCall(perm, token!, 'GET', 'appeals')).toMatchObject({ errorName: 'TokenExpired' });

    const { token: busy } = await operatorLogin(perm, demoStaff('perm', 'support'));
    // Busy every 25 minutes: 28 times is 11 h 40 min, and 25 minutes more passes the 12 hours.
    for (let i = 0; i < 28; i += 1) {
      clock.advance(25);
      expect(await deskCall(perm, busy!, 'GET', 'appeals'), `after ${(i + 1) * 25} minutes`).toMatchObject({ status: 'ok' });
    }
    clock.advance(25);
    expect(await deskCall(perm, busy!, 'GET', 'appeals')).toMatchObject({ errorName: 'TokenExpired' });
  });

  it('an admin resets a member’s second factor: their sessions end, the next sign-in enrols anew, and the trail says who did it', async () => {
    const admin = (await operatorLogin(perm, demoOperator('perm'))).token!;
    const id = await newMember('lost.phone@perm.test');
    const before = (await operatorLogin(perm, { email: 'lost.phone@perm.test', password: 'secret77' })).token!;
    const list = (await deskCall(perm, admin, 'GET', 'staff')) as unknown as { items: { id: number; secondFactor: boolean }[] };
    expect(list.items.find((m) => m.id === id)).toMatchObject({ secondFactor: true });

    expect(await deskCall(perm, admin, 'POST', 'staff/second-factor/reset', { operatorId: String(id) })).toMatchObject({ member: { id, secondFactor: false } });
    expect(await deskCall(perm, before, 'GET', 'appeals')).toMatchObject({ errorName: 'TokenExpired' });
    expect((await pendingOf('lost.phone@perm.test')).step).toBe('enrol');
    const trail = (await deskCall(perm, admin, 'GET', 'audit', { action: 'staff.resetSecondFactor' })) as unknown as {
      items: { objectId: string; staffEmail: string }[];
    };
    expect(trail.items[0]).toMatchObject({ objectId: String(id), staffEmail: demoOperator('perm').email });
    const support = (await operatorLogin(perm, demoStaff('perm', 'support'))).token!;
    expect(await deskCall(perm, support, 'POST', 'staff/second-factor/reset', { operatorId: String(id) })).toMatchObject({ errorName: 'StaffRoleRequired' });
  });
});
