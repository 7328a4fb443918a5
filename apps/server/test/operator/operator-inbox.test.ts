import { describe, expect, it } from 'vitest';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { feedbackCall, openAppeal } from '../feedback/feedback-calls.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall, operatorLogin } from './desk-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

async function operatorToken(): Promise<string> {
  const { email, password } = demoOperator('perm');
  return (await operatorLogin(perm, { email, password })).token!;
}

describe('the operator’s inbox', () => {
  it('lists appeals newest first, filtered by status and topic', async () => {
    const token = await operatorToken();
    const driver = await newDriver(perm);
    const first = await openAppeal(perm, driver.token, { idSubject: 'fines' });
    const second = await openAppeal(perm, driver.token, { idSubject: 'payment' });
    const third = await openAppeal(perm, driver.token, { idSubject: 'fines' });
    await deskCall(perm, token, 'POST', 'status', { idAppeal: String(third), status: 'inWork' });

    const all = await deskCall(perm, token, 'GET', 'appeals');
    const ids = (all.items as { id: number }[]).map((a) => a.id);
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    const fines = await deskCall(perm, token, 'GET', 'appeals', { topic: 'fines' });
    expect((fines.items as { id: number }[]).map((a) => a.id)).toEqual(expect.arrayContaining([first, third]));
    expect((fines.items as { topic: string }[]).every((a) => a.topic === 'fines')).toBe(true);

    const inWork = await deskCall(perm, token, 'GET', 'appeals', { status: 'inWork', topic: 'fines' });
    expect(inWork.items).toEqual([expect.objectContaining({ id: third, status: 'inWork', subject: 'Штрафы' })]);

    const older = await deskCall(perm, token, 'GET', 'appeals', { before: String(third) });
    expect((older.items as { id: number }[]).every((a) => a.id < third)).toBe(true);
  });

  it('a reply shows in the driver’s thread, changes the status as chosen, is audited and e-mailed', async () => {
    const token = await operatorToken();
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token, { email: 'reader@example.com' });
    expect(await deskCall(perm, token, 'POST', 'reply', { idAppeal: String(id), message: 'Деньги вернутся завтра', status: 'completed' })).toMatchObject({
      status: 'ok',
    });

    const thread = await feedbackCall(perm, driver.token, 'GET', 'getMessages', { idAppeal: String(id) });
    expect(thread).toMatchObject({ count: 2, items: [{ out: 1 }, { text: 'Деньги вернутся завтра', out: 0, withTitle: false }] });
    const list = await feedbackCall(perm, driver.token, 'GET', 'getAppeals');
    expect(list).toMatchObject({ items: [{ status: 'completed', appeal: { status: 'Завершено' }, lastMessage: { text: 'Деньги вернутся завтра' } }] });

    const mail = await perm.db.selectFrom('outbox').selectAll().where('to', '=', 'reader@example.com').execute();
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', text: expect.stringContaining('Деньги вернутся завтра') })]);

    const desk = await deskCall(perm, token, 'GET', 'thread', { idAppeal: String(id) });
    expect(desk).toMatchObject({
      appeal: { id, status: 'completed' },
      actions: [{ action: 'reply', from: 'registered', to: 'completed', operator: { name: 'Демо-оператор' }, at: expect.any(String) }],
    });
  });

  it('records every status change with its operator and time', async () => {
    const token = await operatorToken();
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token);
    await deskCall(perm, token, 'POST', 'status', { idAppeal: String(id), status: 'inWork' });
    await deskCall(perm, token, 'POST', 'status', { idAppeal: String(id), status: 'needsClarification' });
    const rows = await perm.db.selectFrom('operator_action').selectAll().where('appeal_id', '=', id).orderBy('id').execute();
    expect(rows.map((r) => [r.action, r.from_status, r.to_status])).toEqual([
      ['status', 'registered', 'inWork'],
      ['status', 'inWork', 'needsClarification'],
    ]);
    expect(rows.every((r) => r.at instanceof Date && Number(r.operator_id) > 0)).toBe(true);
  });

  it('refuses unknown appeals and bad input without writing anything', async () => {
    const token = await operatorToken();
    const before = await perm.db
      .selectFrom('operator_action')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await deskCall(perm, token, 'POST', 'status', { idAppeal: '999999', status: 'inWork' })).toMatchObject({ errorName: 'AppealNotFound' });
    expect(await deskCall(perm, token, 'POST', 'status', { idAppeal: '1', status: 'closed' })).toMatchObject({ errorName: 'ValidationError' });
    expect(await deskCall(perm, token, 'POST', 'reply', { idAppeal: '1', message: '  ' })).toMatchObject({ errorName: 'ValidationError' });
    const after = await perm.db
      .selectFrom('operator_action')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
