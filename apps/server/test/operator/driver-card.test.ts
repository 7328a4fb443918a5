import { describe, expect, it } from 'vitest';
import type { TDriverCard } from '@city-parking/contract/operator/operator-drivers';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { deskCall } from './desk-calls.ts';
import { deskToken, demoDriverId } from './driver-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const card = async (token: string, id: number | string) =>
  (await deskCall(perm, token, 'GET', 'drivers/card', { id: String(id) })) as unknown as { status: string; errorName?: string; driver: TDriverCard };

const views = (driverId: number) =>
  perm.db.selectFrom('audit_entry').selectAll().where('action', '=', 'driver.view').where('object_id', '=', String(driverId)).orderBy('id').execute();

describe('the desk’s driver card', () => {
  it('shows the demo driver’s profile, vehicles, money, subscriptions and messages, with codes masked and no secret', async () => {
    const support = await deskToken(perm, 'support');
    const demo = await demoDriverId(perm);
    await perm.db
      .insertInto('provider_payment')
      .values({
        id: 'desk-card-payment-1',
        driver_id: demo,
        purpose: 'refill',
        amount: 30_000,
        method: 'card',
        phone: null,
        status: 'done',
        details: '{}',
        created_at: perm.now(),
        provider_payment_id: 'prov-card-1',
      })
      .execute();
    await perm.db
      .insertInto('outbox')
      .values({ channel: 'sms', to: '79120000001', text: 'Код 4821 для входа, ещё раз: 870531', code: '4821', created_at: perm.now() })
      .execute();

    const answer = await card(support, demo);
    expect(answer.status).toBe('ok');
    const driver = answer.driver;
    expect(driver).toMatchObject({ id: demo, email: 'demo@parking.test' });
    expect(driver.phones).toContainEqual({ phone: '+ 7 (912) 000-00-01', main: true });
    expect(driver.vehicles.map((v) => v.plate)).toContain('А123ВС159');
    expect(driver.payments[0]).toMatchObject({ id: 'desk-card-payment-1', status: 'done', providerPaymentId: 'prov-card-1', amount: 30_000 });
    expect(driver.balance).toBeGreaterThan(0);
    expect(driver.ledger.length).toBeGreaterThan(0);
    expect(driver.subscriptions.length).toBeGreaterThan(0);
    expect(driver.messages[0]).toMatchObject({ channel: 'sms', to: '+ 7 (912) 000-00-01', text: 'Код •••• для входа, ещё раз: ••••' });
    for (const section of [driver.sessions, driver.payments, driver.ledger, driver.subscriptions, driver.messages, driver.signIns]) {
      expect(section.length).toBeLessThanOrEqual(20);
    }
    const ats = driver.ledger.map((row) => row.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const text = JSON.stringify(answer);
    const hashes = await perm.db.selectFrom('auth_token').select('token_hash').where('subject_id', '=', demo).execute();
    const secrets = [...hashes.map((h) => h.token_hash), '4821', '870531'];
    const password = (await perm.db.selectFrom('driver').select('password_hash').where('id', '=', demo).executeTakeFirstOrThrow()).password_hash;
    if (password) secrets.push(password);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('writes one audit row per look, naming the staff member', async () => {
    const finance = await deskToken(perm, 'finance');
    const demo = await demoDriverId(perm);
    const before = (await views(demo)).length;
    await card(finance, demo);
    await card(finance, demo);
    const after = await views(demo);
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)).toMatchObject({ object: 'driver', staff_email: 'finance@perm.demo' });
  });

  it('answers DriverNotFound for an unknown id, and a field error for a malformed one, writing nothing', async () => {
    const support = await deskToken(perm, 'support');
    const before = await perm.db.selectFrom('audit_entry').select('id').execute();
    expect(await card(support, 99_999_999)).toMatchObject({ errorName: 'DriverNotFound' });
    expect(await card(support, 'abc')).toMatchObject({ errorName: 'ValidationError', fields: { id: 'InvalidFormat' } });
    expect(await perm.db.selectFrom('audit_entry').select('id').execute()).toHaveLength(before.length);
  });

  it('is for support and finance only, and a refused look is not audited', async () => {
    const demo = await demoDriverId(perm);
    const before = (await views(demo)).length;
    for (const role of ['content', 'fines', 'tariffs', 'admin'] as const) {
      expect(await card(await deskToken(perm, role), demo)).toMatchObject({ errorName: 'StaffRoleRequired' });
    }
    expect(await views(demo)).toHaveLength(before);
  });
});
