import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@city-parking/contract/operator/audit-trail';
import { demoOperator, demoStaff } from '../../src/modules/operator/seed/seed-operators.ts';
import { openAppeal } from '../feedback/feedback-calls.ts';
import { fineRow } from '../fines/fines-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { deskCall, operatorLogin } from '../operator/desk-calls.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

const signIn = async (email: string) => (await operatorLogin(perm, { email, password: demoOperator('perm').password })).token!;
const adminToken = () => signIn(demoOperator('perm').email);

type Entry = { id: number; action: string; object: string; objectId: string; staffEmail: string; address: string; before: unknown; after: unknown; at: string };
const trail = async (token: string, filter: Record<string, string> = {}) =>
  (await deskCall(perm, token, 'GET', 'audit', filter)) as unknown as { items: Entry[]; next: string | null };

describe('the audit trail', () => {
  it('keeps every row: the database refuses to update, delete or truncate it', async () => {
    const admin = await adminToken();
    await deskCall(perm, admin, 'POST', 'staff', { email: 'kept@perm.test', name: 'Хранимый', roles: ['support'] });
    const before = await perm.db.selectFrom('audit_entry').selectAll().execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`update audit_entry set reason = 'rewritten'`.execute(perm.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entry`.execute(perm.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_entry`.execute(perm.db)).rejects.toThrow(/append-only/);
    expect(await perm.db.selectFrom('audit_entry').selectAll().execute()).toEqual(before);
  });

  it('records who changed the staff, from where, with the values before and after', async () => {
    const admin = await adminToken();
    const invited = (await deskCall(perm, admin, 'POST', 'staff', { email: 'audited@perm.test', name: 'Ревизор', roles: ['support'] })) as unknown as {
      member: { id: number };
    };
    const id = String(invited.member.id);
    await deskCall(perm, admin, 'POST', 'staff/roles', { operatorId: id, roles: ['support', 'finance'] });
    await deskCall(perm, admin, 'POST', 'staff/disable', { operatorId: id });
    await deskCall(perm, admin, 'POST', 'staff/enable', { operatorId: id });

    const { items } = await trail(admin, { object: 'staff', objectId: id });
    expect(items.map((e) => e.action)).toEqual(['staff.enable', 'staff.disable', 'staff.roles', 'staff.invite']);
    expect(items[2]).toMatchObject({ staffEmail: 'operator@perm.demo', before: { roles: ['support'] }, after: { roles: ['support', 'finance'] } });
    expect(items[3]).toMatchObject({ after: { email: 'audited@perm.test', name: 'Ревизор', roles: ['support'] } });
    // The address is the request's (desk-calls gives each call its own).
    expect(items.every((e) => /^10\.30\.\d+\.\d+$/.test(e.address))).toBe(true);
    expect(items[0]!.at).toBe(clock.now().toISOString());
  });

  it('records appeal replies and status changes, and the imports', async () => {
    const admin = await adminToken();
    const driver = await newDriver(perm);
    const appeal = await openAppeal(perm, driver.token, { idSubject: 'payment' });
    await deskCall(perm, admin, 'POST', 'reply', { idAppeal: String(appeal), message: 'Проверили, деньги вернутся', status: 'inWork' });
    await deskCall(perm, admin, 'POST', 'status', { idAppeal: String(appeal), status: 'completed' });
    const appealTrail = await trail(admin, { object: 'appeal', objectId: String(appeal) });
    expect(appealTrail.items).toMatchObject([
      { action: 'appeal.status', before: { status: 'inWork' }, after: { status: 'completed' } },
      { action: 'appeal.reply', before: { status: 'registered' }, after: { status: 'inWork', reply: 'Проверили, деньги вернутся' } },
    ]);

    const finesToken = await signIn(demoStaff('perm', 'fines').email);
    const imported = await deskCall(perm, finesToken, 'POST', 'fines/import', {
      format: 'json',
      content: JSON.stringify([fineRow({ uin: '03550000000000000777' })]),
    });
    expect(imported).toMatchObject({ status: 'ok' });
    const [entry] = (await trail(admin, { action: 'fines.import' })).items;
    expect(entry).toMatchObject({ object: 'fineImport', staffEmail: demoStaff('perm', 'fines').email, after: { format: 'json', rows: 1 } });
  });

  it('filters by staff member and period, pages without a repeat, and is for admins only', async () => {
    const driver = await newDriver(perm);
    const appeal = await openAppeal(perm, driver.token, { idSubject: 'payment' });
    // A day later: the staff sign in then, a desk session lasting a shift.
    clock.advance(24 * 60);
    const admin = await adminToken();
    const support = await signIn(demoStaff('perm', 'support').email);
    for (const status of ['inWork', 'registered', 'inWork']) await deskCall(perm, support, 'POST', 'status', { idAppeal: String(appeal), status });

    const me = (await deskCall(perm, admin, 'GET', 'staff')) as unknown as { items: { id: number; email: string }[] };
    const supportId = String(me.items.find((m) => m.email === demoStaff('perm', 'support').email)!.id);
    const bySupport = await trail(admin, { staffId: supportId });
    expect(bySupport.items).toHaveLength(3);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await trail(admin, { staffId: supportId, from: today, to: today })).items).toHaveLength(3);
    expect((await trail(admin, { staffId: supportId, to: '2026-11-01' })).items).toHaveLength(0);
    expect(await deskCall(perm, admin, 'GET', 'audit', { from: '2026-11-30', to: '2026-11-01' })).toMatchObject({ errorName: 'ValidationError' });
    expect(await deskCall(perm, admin, 'GET', 'audit', { action: 'nothing' })).toMatchObject({ errorName: 'ValidationError' });
    expect(await deskCall(perm, support, 'GET', 'audit')).toMatchObject({ errorName: 'StaffRoleRequired' });

    // More than a page: every entry once, newest first.
    for (let i = 0; i < AUDIT_PAGE_SIZE; i += 1)
      await deskCall(perm, admin, 'POST', 'status', { idAppeal: String(appeal), status: i % 2 ? 'inWork' : 'registered' });
    const first = await trail(admin, { object: 'appeal', objectId: String(appeal) });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await trail(admin, { object: 'appeal', objectId: String(appeal), before: first.next! });
    expect(second.next).toBeNull();
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(AUDIT_PAGE_SIZE + 3);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('exports the filtered trail as xlsx in the asked language', async () => {
    const admin = await adminToken();
    await deskCall(perm, admin, 'POST', 'staff', { email: 'exported@perm.test', name: 'Выгруженный', roles: ['content'] });
    const response = await perm.app.inject({
      method: 'GET',
      url: perm.api('/api/operator/audit/export/v1?action=staff.invite&lang=en'),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2026-11-23.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Action');
    const actions = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) actions.add(row.getCell(5).value);
    });
    expect([...actions]).toEqual(['Staff member invited']);
    const texts: string[] = [];
    sheet.eachRow((row) => texts.push(String(row.getCell(8).value)));
    expect(texts, texts.join('\n')).toContain('name: Выгруженный; email: exported@perm.test; roles: content');
  });
});
