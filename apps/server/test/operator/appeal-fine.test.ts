import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { feedbackCall, openAppeal } from '../feedback/feedback-calls.ts';
import { fineRow, importFines, parkedDriverIn } from '../fines/fines-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall, nextAddress, operatorLogin } from './desk-calls.ts';

// Monday 23 November 2026, 10:00 in Perm (05:00 UTC).
const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

async function operatorToken(): Promise<string> {
  const { email, password } = demoOperator('perm');
  return (await operatorLogin(perm, { email, password })).token!;
}

const appealRows = async () =>
  Number(
    (
      await perm.db
        .selectFrom('appeal')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const fineEvidence = (token: string, idAppeal: number | string) =>
  perm.app.inject({
    method: 'GET',
    url: perm.api(`/api/operator/fine-evidence/v1?idAppeal=${idAppeal}`),
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });

describe('an appeal that contests a fine', () => {
  it('keeps the fine’s UIN only when the fine is the driver’s', async () => {
    const driver = await parkedDriverIn(perm, 'Р601РР159');
    const other = await newDriver(perm);
    const fine = fineRow({ grz: 'Р601РР159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z' });
    await importFines(perm, [fine]);

    const id = await openAppeal(perm, driver.token, { idSubject: 'fines', fineUin: fine.uin });
    const row = await perm.db.selectFrom('appeal').select('fine_uin').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.fine_uin).toBe(fine.uin);

    const before = await appealRows();
    expect(
      await feedbackCall(perm, other.token, 'POST', 'appealRegistration', {
        idSubject: 'fines',
        message: 'Не мой штраф',
        phone: '+79123456789',
        email: 'a@b.ru',
        fineUin: fine.uin,
      }),
    ).toMatchObject({
      status: 'error',
      errorName: 'FineNotFound',
    });
    expect(await appealRows()).toBe(before);
    const plain = await openAppeal(perm, other.token);
    expect((await perm.db.selectFrom('appeal').select('fine_uin').where('id', '=', plain).executeTakeFirstOrThrow()).fine_uin).toBeNull();
  });

  it('refuses an appeal against a fine it cannot help: cancelled, or under appeal already', async () => {
    const driver = await parkedDriverIn(perm, 'Р604РР159');
    const cancelled = fineRow({ grz: 'Р604РР159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z', status: 'cancelled' });
    const suspended = fineRow({ grz: 'Р604РР159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:40:00Z', status: 'suspended' });
    const paid = fineRow({ grz: 'Р604РР159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:50:00Z', status: 'paid', paidSum: '100000' });
    await importFines(perm, [cancelled, suspended, paid]);
    const appeal = (fineUin: string) =>
      feedbackCall(perm, driver.token, 'POST', 'appealRegistration', {
        idSubject: 'fines',
        message: 'Парковка была оплачена',
        phone: '+79123456789',
        email: 'a@b.ru',
        fineUin,
      });

    const before = await appealRows();
    expect(await appeal(cancelled.uin)).toMatchObject({ status: 'error', errorName: 'FineNotContestable' });
    expect(await appeal(suspended.uin)).toMatchObject({ status: 'error', errorName: 'FineNotContestable' });
    expect(await appealRows()).toBe(before);
    // A paid fine may still be contested, for its money back.
    expect(await appeal(paid.uin)).toMatchObject({ status: 'ok' });
  });

  it('the desk’s thread shows the fine with its coverage, and answers its evidence PDF', async () => {
    const token = await operatorToken();
    const driver = await parkedDriverIn(perm, 'Р602РР159', '102');
    const fine = fineRow({ grz: 'Р602РР159', sts: driver.sts, zone: '102', offenseDate: '2026-11-23T05:32:00Z' });
    await importFines(perm, [fine]);
    const id = await openAppeal(perm, driver.token, { idSubject: 'fines', fineUin: fine.uin });

    const thread = await deskCall(perm, token, 'GET', 'thread', { idAppeal: String(id) });
    expect(thread).toMatchObject({
      status: 'ok',
      appeal: { id, fineUin: fine.uin },
      fine: { uin: fine.uin, grz: 'Р602РР159', coverage: { kind: 'session', zone: '102', until: '2026-11-23T06:00:00.000Z' }, evidence: true },
    });
    const plain = await deskCall(perm, token, 'GET', 'thread', { idAppeal: String(await openAppeal(perm, driver.token)) });
    expect(plain.fine).toBeUndefined();
    expect((plain.appeal as Record<string, unknown>).fineUin).toBeUndefined();

    const response = await fineEvidence(token, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fine-${fine.uin}-evidence.pdf"`);
    const parser = new PDFParse({ data: response.rawPayload });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(fine.uin);
    expect(text).toMatch(/Зона:\s*102/);
  });

  it('the desk’s evidence route refuses a driver’s token and an appeal without a fine', async () => {
    const token = await operatorToken();
    const driver = await parkedDriverIn(perm, 'Р603РР159');
    const fine = fineRow({ grz: 'Р603РР159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z' });
    await importFines(perm, [fine]);
    const id = await openAppeal(perm, driver.token, { fineUin: fine.uin });
    expect((await fineEvidence(driver.token, id)).json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    const plain = await openAppeal(perm, driver.token);
    expect((await fineEvidence(token, plain)).json()).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
    expect((await fineEvidence(token, 'x')).json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });
});
