import { describe, expect, it } from 'vitest';
import { STAFF_INVITE_HOURS } from '@city-parking/contract/operator/operator-staff';
import { STAFF_ROLES } from '@city-parking/contract/operator/staff-roles';
import { addOperator } from '../../src/modules/operator/add-operator.ts';
import { demoOperator, demoStaff } from '../../src/modules/operator/seed/seed-operators.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { deskCall, nextAddress, operatorLogin } from './desk-calls.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

const signIn = async (email: string, password = demoOperator('perm').password) => (await operatorLogin(perm, { email, password })).token!;
const adminToken = () => signIn(demoOperator('perm').email);

/** The set-up call of the invitee, who has no token. */
async function setup(fields: Record<string, unknown>) {
  const response = await perm.app.inject({ method: 'POST', url: perm.api('/api/operator/staff/setup/v1'), remoteAddress: nextAddress(), payload: fields });
  return response.json() as { status: string; errorName?: string; email?: string };
}

/** The set-up link's token from the last invitation e-mailed to `email` (the demo outbox keeps it). */
async function invitationToken(email: string): Promise<string> {
  const mail = await perm.db.selectFrom('outbox').select('text').where('to', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S*\/operator\/setup\?token=([^&\s]+)&city=perm|\/operator\/setup\?token=([^&\s]+)&city=perm/.exec(mail.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1] ?? link![2]!);
}

async function invite(email: string, roles: string[], token?: string) {
  return deskCall(perm, token ?? (await adminToken()), 'POST', 'staff', { email, name: 'Новый сотрудник', roles });
}

describe('the demo staff', () => {
  it('seeds the demo operator as an admin with every role, and one member per role', async () => {
    const admin = await operatorLogin(perm, demoOperator('perm'));
    expect(admin).toMatchObject({ status: 'ok', roles: [...STAFF_ROLES] });
    for (const role of STAFF_ROLES) {
      expect(await operatorLogin(perm, demoStaff('perm', role))).toMatchObject({ status: 'ok', roles: [role] });
    }
    expect(await deskCall(perm, admin.token!, 'GET', 'me')).toMatchObject({ status: 'ok', email: 'operator@perm.demo', roles: [...STAFF_ROLES] });
  });

  it('npm run operator:add makes an admin', async () => {
    await addOperator(perm.db, { email: 'cli@perm.test', name: 'CLI', password: 'secret77' });
    expect(await operatorLogin(perm, { email: 'cli@perm.test', password: 'secret77' })).toMatchObject({ roles: ['admin'] });
  });
});

describe('an invitation', () => {
  it('mails a set-up link that works once; the member then signs in with the roles given, and nothing else', async () => {
    const invited = await invite('new.content@perm.test', ['content']);
    expect(invited).toMatchObject({ status: 'ok', member: { email: 'new.content@perm.test', roles: ['content'], state: 'invited' } });
    // Before the set-up nobody signs in with the e-mail.
    expect(await operatorLogin(perm, { email: 'new.content@perm.test', password: 'secret77' })).toMatchObject({ errorName: 'IncorrectLogin' });
    const token = await invitationToken('new.content@perm.test');
    expect(await setup({ token, name: 'Анна', password: 'short' })).toMatchObject({ errorName: 'ValidationError' });
    expect(await setup({ token, name: ' Анна ', password: 'secret77' })).toMatchObject({ status: 'ok', email: 'new.content@perm.test' });
    expect(await setup({ token, name: 'Анна', password: 'other777' })).toMatchObject({ errorName: 'StaffInviteInvalid' });
    const signedIn = await operatorLogin(perm, { email: 'new.content@perm.test', password: 'secret77' });
    expect(signedIn).toMatchObject({ status: 'ok', name: 'Анна', roles: ['content'] });
    expect(await deskCall(perm, signedIn.token!, 'GET', 'appeals')).toMatchObject({ errorName: 'StaffRoleRequired' });
    expect(await deskCall(perm, signedIn.token!, 'GET', 'staff')).toMatchObject({ errorName: 'StaffRoleRequired' });
    const list = await deskCall(perm, await adminToken(), 'GET', 'staff');
    expect(list.items).toContainEqual(expect.objectContaining({ email: 'new.content@perm.test', state: 'active', roles: ['content'] }));
  });

  it('expires after 72 hours, and an unknown token is refused alike', async () => {
    await invite('late@perm.test', ['support']);
    const token = await invitationToken('late@perm.test');
    clock.advance(STAFF_INVITE_HOURS * 60 + 1);
    expect(await setup({ token, name: 'Поздний', password: 'secret77' })).toMatchObject({ errorName: 'StaffInviteInvalid' });
    expect(await setup({ token: 'no-such-token', name: 'Никто', password: 'secret77' })).toMatchObject({ errorName: 'StaffInviteInvalid' });
  });

  it('refuses a taken e-mail, and a member who is not an admin', async () => {
    expect(await invite(demoStaff('perm', 'support').email, ['content'])).toMatchObject({ errorName: 'EmailExists' });
    expect(await invite('x@perm.test', ['content'], await signIn(demoStaff('perm', 'support').email))).toMatchObject({ errorName: 'StaffRoleRequired' });
  });

  it('a disabled invitee cannot set up', async () => {
    const { member } = (await invite('gone@perm.test', ['fines'])) as { member?: { id: number } };
    const token = await invitationToken('gone@perm.test');
    expect(await deskCall(perm, await adminToken(), 'POST', 'staff/disable', { operatorId: String(member!.id) })).toMatchObject({
      member: { state: 'disabled' },
    });
    expect(await setup({ token, name: 'Ушедший', password: 'secret77' })).toMatchObject({ errorName: 'StaffInviteInvalid' });
  });
});

describe('roles and states', () => {
  it('a role taken away or an account disabled is refused at the member’s next call', async () => {
    const id = await addOperator(perm.db, { email: 'mover@perm.test', name: 'Mover', password: 'secret77', roles: ['support', 'fines'] });
    const token = await signIn('mover@perm.test', 'secret77');
    const admin = await adminToken();
    expect(await deskCall(perm, token, 'GET', 'appeals')).toMatchObject({ status: 'ok' });
    expect(await deskCall(perm, admin, 'POST', 'staff/roles', { operatorId: String(id), roles: ['fines'] })).toMatchObject({ member: { roles: ['fines'] } });
    expect(await deskCall(perm, token, 'GET', 'appeals')).toMatchObject({ errorName: 'StaffRoleRequired' });
    expect(await deskCall(perm, token, 'GET', 'fines')).toMatchObject({ status: 'ok' });
    expect(await deskCall(perm, admin, 'POST', 'staff/disable', { operatorId: String(id) })).toMatchObject({ member: { state: 'disabled' } });
    expect(await deskCall(perm, token, 'GET', 'fines')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await operatorLogin(perm, { email: 'mover@perm.test', password: 'secret77' })).toMatchObject({ errorName: 'IncorrectLogin' });
    expect(await deskCall(perm, admin, 'POST', 'staff/enable', { operatorId: String(id) })).toMatchObject({ member: { state: 'active' } });
    expect(await deskCall(perm, token, 'GET', 'fines')).toMatchObject({ status: 'ok' });
  });

  it('an admin can neither disable themselves nor give up their own admin role', async () => {
    const me = (await deskCall(perm, await adminToken(), 'GET', 'me')) as { id?: number };
    const admin = await adminToken();
    expect(await deskCall(perm, admin, 'POST', 'staff/disable', { operatorId: String(me.id) })).toMatchObject({ errorName: 'StaffSelfLockout' });
    expect(await deskCall(perm, admin, 'POST', 'staff/roles', { operatorId: String(me.id), roles: ['support'] })).toMatchObject({
      errorName: 'StaffSelfLockout',
    });
    expect(await deskCall(perm, admin, 'GET', 'me')).toMatchObject({ roles: [...STAFF_ROLES] });
    expect(await deskCall(perm, admin, 'POST', 'staff/roles', { operatorId: '999999', roles: ['support'] })).toMatchObject({
      errorName: 'StaffMemberNotFound',
    });
    expect(await deskCall(perm, admin, 'POST', 'staff/roles', { operatorId: String(me.id), roles: ['admin', 'admin'] })).toMatchObject({
      errorName: 'ValidationError',
    });
  });

  it('two admins taking each other’s admin role at once leave the city one admin', async () => {
    const a = await addOperator(perm.db, { email: 'a@perm.test', name: 'A', password: 'secret77' });
    const b = await addOperator(perm.db, { email: 'b@perm.test', name: 'B', password: 'secret77' });
    const [tokenA, tokenB] = [await signIn('a@perm.test', 'secret77'), await signIn('b@perm.test', 'secret77')];
    const answers = await Promise.all([
      deskCall(perm, tokenA, 'POST', 'staff/roles', { operatorId: String(b), roles: ['support'] }),
      deskCall(perm, tokenB, 'POST', 'staff/roles', { operatorId: String(a), roles: ['support'] }),
    ]);
    expect(answers.filter((answer) => answer.status === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer.errorName === 'StaffRoleRequired')).toHaveLength(1);
  });
});
