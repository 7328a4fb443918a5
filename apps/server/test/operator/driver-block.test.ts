import { describe, expect, it } from 'vitest';
import type { TDriverCard } from '@city-parking/contract/operator/operator-drivers';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime, sessionsOf, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { deskCall, nextAddress } from './desk-calls.ts';
import { deskToken } from './driver-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const PASSWORD = 'block2026';

/** A fresh driver who signs in with a password (hashed cheaply: the test is not about hashing), with money for a session. */
async function driverWithPassword(): Promise<TestDriver & { email: string }> {
  const driver = await newDriver(perm, 100_000);
  await perm.db
    .updateTable('driver')
    .set({ password_hash: await hashPassword(PASSWORD, 2 ** 10) })
    .where('id', '=', driver.id)
    .execute();
  const { email } = await perm.db.selectFrom('driver').select('email').where('id', '=', driver.id).executeTakeFirstOrThrow();
  return { ...driver, email: email! };
}

const signIn = (email: string) => apiClient(perm, { ip: nextAddress() }).post<{ id_session: string }>('/api/auth/login', { login: email, password: PASSWORD });

const start = (token: string, plate = 'А100ВС159') =>
  apiClient(perm).post('/api/payment/start', { Token: token, Zone: '101', Duration: 60, Vehicle: vehicle(plate), PaymentService: 'balance' });

const act = (token: string, what: 'block' | 'unblock', fields: Record<string, unknown>) => deskCall(perm, token, 'POST', `drivers/${what}`, fields);

const card = async (token: string, id: number) =>
  ((await deskCall(perm, token, 'GET', 'drivers/card', { id: String(id) })) as unknown as { driver: TDriverCard }).driver;

const rowsOf = (driverId: number) =>
  perm.db
    .selectFrom('audit_entry')
    .selectAll()
    .where('object', '=', 'driver')
    .where('object_id', '=', String(driverId))
    .where('action', 'in', ['driver.block', 'driver.unblock'])
    .orderBy('id')
    .execute();

describe('blocking a driver at the desk', () => {
  it('refuses the sign-in and every old token with AccountBlocked, audits the reason, and unblocking restores sign-in', async () => {
    const support = await deskToken(perm, 'support');
    const driver = await driverWithPassword();
    expect(await signIn(driver.email)).toMatchObject({ status: 'ok' });
    expect(await start(driver.token)).toMatchObject({ status: 'ok' });

    const blocked = await act(support, 'block', { driverId: String(driver.id), reason: '  Жалоба на мошенничество  ' });
    expect(blocked).toEqual({ status: 'ok', blocked: { at: perm.now().toISOString(), reason: 'Жалоба на мошенничество' } });

    expect(await signIn(driver.email)).toMatchObject({ status: 'error', errorName: 'AccountBlocked' });
    expect(await start(driver.token, 'А200ВС159')).toMatchObject({ status: 'error', errorName: 'AccountBlocked' });
    expect(await apiClient(perm).post('/api/payment/renew', { Token: driver.token, Duration: 60, PaymentService: 'balance' })).toMatchObject({
      errorName: 'AccountBlocked',
    });
    // The running session runs out by itself: nothing is cancelled.
    expect((await sessionsOf(perm, driver.id)).map((s) => s.status)).toEqual(['active']);
    const tokens = await perm.db
      .selectFrom('auth_token')
      .select('revoked_at')
      .where('user_type', '=', 'standart')
      .where('subject_id', '=', driver.id)
      .execute();
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true);

    const [row] = await rowsOf(driver.id);
    expect(row).toMatchObject({
      action: 'driver.block',
      object: 'driver',
      staff_email: 'support@perm.demo',
      before: { blocked: false },
      after: { blocked: true },
      reason: 'Жалоба на мошенничество',
    });
    expect((await card(support, driver.id)).blocked).toEqual({ at: perm.now().toISOString(), reason: 'Жалоба на мошенничество' });

    // Blocking again changes nothing and writes no row.
    expect(await act(support, 'block', { driverId: String(driver.id), reason: 'Ещё раз' })).toMatchObject({ blocked: { reason: 'Жалоба на мошенничество' } });
    expect(await rowsOf(driver.id)).toHaveLength(1);

    expect(await act(support, 'unblock', { driverId: String(driver.id), reason: 'Проверка пройдена' })).toEqual({ status: 'ok', blocked: null });
    const rows = await rowsOf(driver.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ action: 'driver.unblock', before: { blocked: true }, after: { blocked: false }, reason: 'Проверка пройдена' });
    expect((await card(support, driver.id)).blocked).toBeNull();

    const again = await signIn(driver.email);
    expect(again).toMatchObject({ status: 'ok' });
    expect(await start(again.id_session, 'А300ВС159')).toMatchObject({ status: 'ok' });
    // Unblocking an unblocked account changes nothing.
    expect(await act(support, 'unblock', { driverId: String(driver.id), reason: 'Ещё раз' })).toEqual({ status: 'ok', blocked: null });
    expect(await rowsOf(driver.id)).toHaveLength(2);
  });

  it('says nothing of the block to someone without the password', async () => {
    const support = await deskToken(perm, 'support');
    const driver = await driverWithPassword();
    await act(support, 'block', { driverId: String(driver.id), reason: 'Проверка' });
    expect(await apiClient(perm, { ip: nextAddress() }).post('/api/auth/login', { login: driver.email, password: 'wrong-one' })).toMatchObject({
      errorName: 'IncorrectLogin',
    });
  });

  it('is for support only', async () => {
    const driver = await driverWithPassword();
    for (const role of ['content', 'finance', 'fines', 'tariffs', 'admin'] as const) {
      expect(await act(await deskToken(perm, role), 'block', { driverId: String(driver.id), reason: 'Проверка' })).toMatchObject({
        errorName: 'StaffRoleRequired',
      });
    }
    expect(await rowsOf(driver.id)).toHaveLength(0);
    expect(await signIn(driver.email)).toMatchObject({ status: 'ok' });
  });

  it('refuses a missing, short or long reason with a field error, and an unknown driver, writing nothing', async () => {
    const support = await deskToken(perm, 'support');
    const driver = await driverWithPassword();
    const before = await perm.db.selectFrom('audit_entry').select('id').where('action', 'in', ['driver.block', 'driver.unblock']).execute();
    const cases: [unknown, string][] = [
      [undefined, 'RequiredField'],
      ['   ', 'RequiredField'],
      [' ab ', 'StaffReasonTooShort'],
      ['я'.repeat(501), 'StaffReasonTooLong'],
    ];
    for (const [reason, error] of cases) {
      for (const what of ['block', 'unblock'] as const) {
        expect(
          await act(support, what, { driverId: String(driver.id), ...(reason === undefined ? {} : { reason }) }),
          `${what} ${String(reason)}`,
        ).toMatchObject({
          errorName: 'ValidationError',
          fields: { reason: error },
        });
      }
    }
    expect(await act(support, 'block', { driverId: '99999999', reason: 'Проверка' })).toMatchObject({ errorName: 'DriverNotFound' });
    expect(await act(support, 'block', { driverId: 'abc', reason: 'Проверка' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { driverId: 'InvalidFormat' },
    });
    expect(await perm.db.selectFrom('audit_entry').select('id').where('action', 'in', ['driver.block', 'driver.unblock']).execute()).toHaveLength(
      before.length,
    );
    const { blocked_at } = await perm.db.selectFrom('driver').select('blocked_at').where('id', '=', driver.id).executeTakeFirstOrThrow();
    expect(blocked_at).toBeNull();
    expect(await signIn(driver.email)).toMatchObject({ status: 'ok' });
  });
});
