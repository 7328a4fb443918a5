import { describe, expect, it } from 'vitest';
import { FINES_IMPORT_BODY_MAX, FINES_IMPORT_PHOTOS_MAX, FINES_PAGE_SIZE } from '@city-parking/contract/operator/operator-fines';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { fineRow, newUin, SVG_PHOTO } from '../fines/fines-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall, nextAddress, operatorLogin } from './desk-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

async function operatorToken(): Promise<string> {
  const { email, password } = demoOperator('perm');
  return (await operatorLogin(perm, { email, password })).token!;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const photos = [{ name: 'car.svg', data: base64(SVG_PHOTO) }];
const csvOf = (rows: Record<string, unknown>[]) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [columns.join(';'), ...rows.map((row) => columns.map((c) => String(row[c] ?? '')).join(';'))].join('\r\n');
};
const fineCount = async () =>
  Number(
    (
      await perm.db
        .selectFrom('fine')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the desk’s fines import', () => {
  it('imports CSV with a photo, reports refused rows, is idempotent by UIN and is recorded', async () => {
    const token = await operatorToken();
    const good = fineRow({ grz: 'а 321 мм 159', photo: 'car.svg' });
    const bad = fineRow({ grz: 'А321ММ159', uin: '03550000000000000001' });
    const content = csvOf([good, bad]);
    const first = await deskCall(perm, token, 'POST', 'fines/import', { format: 'csv', content, photos });
    expect(first).toEqual({ status: 'ok', accepted: 1, updated: 0, refused: [{ row: 2, uin: bad.uin, field: 'uin', error: 'uin' }] });
    const again = await deskCall(perm, token, 'POST', 'fines/import', { format: 'csv', content, photos });
    expect(again).toMatchObject({ accepted: 0, updated: 1 });
    const stored = await perm.db.selectFrom('fine').select(['plate']).where('uin', '=', good.uin).execute();
    expect(stored).toEqual([{ plate: 'А321ММ159' }]);

    const audit = await perm.db.selectFrom('operator_fine_import').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(audit.map((r) => [r.format, r.rows, r.accepted, r.updated, r.refused])).toEqual([
      ['csv', 2, 0, 1, 1],
      ['csv', 2, 1, 0, 1],
    ]);
    expect(audit.every((r) => r.at instanceof Date && Number(r.operator_id) > 0)).toBe(true);
  });

  it('imports a JSON array and refuses a file that is not one, writing nothing', async () => {
    const token = await operatorToken();
    const row = fineRow({ sts: '59ММ123456', totalSum: 50000 });
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content: JSON.stringify([row]) })).toMatchObject({
      accepted: 1,
      refused: [],
    });
    const before = await fineCount();
    for (const content of ['{"uin":"1"}', '[{"uin"', 'uin;status']) {
      expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content })).toMatchObject({ errorName: 'FineImportUnreadable' });
    }
    expect(await fineCount()).toBe(before);
  });

  it('holds the limits: format, photo data and count, body size; a driver token is refused', async () => {
    const token = await operatorToken();
    const content = JSON.stringify([fineRow({ grz: 'Е555ЕЕ159' })]);
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'xls', content })).toMatchObject({
      errorName: 'ValidationError',
      fields: { format: 'InvalidFormat' },
    });
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content: '' })).toMatchObject({ fields: { content: 'RequiredField' } });
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content, photos: [{ name: 'a.png', data: 'not base64!' }] })).toMatchObject({
      errorName: 'ValidationError',
    });
    const many = Array.from({ length: FINES_IMPORT_PHOTOS_MAX + 1 }, (_, i) => ({ name: `${i}.svg`, data: base64(SVG_PHOTO) }));
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content, photos: many })).toMatchObject({ errorName: 'ValidationError' });

    // Over 1 MB is taken on this route only, up to its own limit.
    const big = JSON.stringify([
      fineRow({ grz: 'Е555ЕЕ159', place: 'x'.repeat(300) }),
      ...Array.from({ length: 4000 }, () => fineRow({ article: 'y'.repeat(200) })),
    ]);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content: big })).toMatchObject({ status: 'ok', accepted: 1 });
    const huge = await perm.app.inject({
      method: 'POST',
      url: perm.api('/api/operator/fines/import/v1'),
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ format: 'json', content: 'x'.repeat(FINES_IMPORT_BODY_MAX) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errorName: 'PayloadTooLarge' });

    const driver = await newDriver(perm);
    const before = await fineCount();
    expect(
      await deskCall(perm, driver.token, 'POST', 'fines/import', { format: 'json', content: JSON.stringify([fineRow({ grz: 'К777КК159' })]) }),
    ).toMatchObject({
      errorName: 'TokenNotFound',
    });
    expect(await deskCall(perm, driver.token, 'GET', 'fines')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await fineCount()).toBe(before);
  });
});

describe('the desk’s fines import before its body', () => {
  it('refuses a call without an operator’s token before reading its body: no size or JSON check answers first', async () => {
    // Over the route's body limit and not JSON: had the body been read, the answer would be 413 or 400.
    const payload = '{'.repeat(FINES_IMPORT_BODY_MAX + 1);
    const driver = await newDriver(perm);
    for (const headers of [{}, { authorization: `Bearer ${driver.token}` }, { authorization: 'Bearer no-such-token' }]) {
      const response = await perm.app.inject({
        method: 'POST',
        url: perm.api('/api/operator/fines/import/v1'),
        remoteAddress: nextAddress(),
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    }
  });
});

describe('the desk’s list of fines', () => {
  it('lists the city’s fines newest offence first in keyset pages', async () => {
    const token = await operatorToken();
    const rows = Array.from({ length: FINES_PAGE_SIZE + 5 }, (_, i) =>
      fineRow({ grz: 'Т100ТТ159', offenseDate: new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString() }),
    );
    await deskCall(perm, token, 'POST', 'fines/import', { format: 'json', content: JSON.stringify(rows) });
    type Page = { items: { id: number; offenseDate: string; uin: string }[]; next: number | null };
    const first = (await deskCall(perm, token, 'GET', 'fines')) as unknown as Page;
    expect(first.items).toHaveLength(FINES_PAGE_SIZE);
    expect(first.next).toBe(first.items.at(-1)!.id);
    const all: Page['items'] = [...first.items];
    for (let next = first.next; next !== null;) {
      const page = (await deskCall(perm, token, 'GET', 'fines', { before: String(next) })) as unknown as Page;
      all.push(...page.items);
      next = page.next;
    }
    const instants = all.map((f) => Date.parse(f.offenseDate));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(new Set(all.map((f) => f.uin)).size).toBe(all.length);
    expect(all.length).toBe(await fineCount());
  });

  it('finds fines by a UIN’s first digits or by a plate written any way the register reads it', async () => {
    const token = await operatorToken();
    const uin = newUin();
    await deskCall(perm, token, 'POST', 'fines/import', {
      format: 'json',
      content: JSON.stringify([fineRow({ uin, grz: 'О909ОО159', sts: '59ОО909090', photo: 'car.svg', totalSum: 250000, paidSum: 100000 })]),
      photos,
    });
    const byPlate = await deskCall(perm, token, 'GET', 'fines', { q: 'o 909 oo 159' });
    expect(byPlate.items).toEqual([
      {
        id: expect.any(Number),
        uin,
        fineStatus: 'new',
        status: 'Новый',
        grz: 'О909ОО159',
        sts: '59ОО909090',
        offenseDate: '2026-11-20T09:32:00.000Z',
        totalSum: 250000,
        paidSum: 100000,
        place: 'ул. Ленина, 50',
        hasPhoto: true,
      },
    ]);
    expect(((await deskCall(perm, token, 'GET', 'fines', { q: uin.slice(0, 15) })).items as { uin: string }[]).map((f) => f.uin)).toContain(uin);
    expect(await deskCall(perm, token, 'GET', 'fines', { q: uin })).toMatchObject({ items: [{ uin }] });
    expect(await deskCall(perm, token, 'GET', 'fines', { q: '%' })).toMatchObject({ items: [], next: null });
    expect(await deskCall(perm, token, 'GET', 'fines', { q: 'Х000ХХ000' })).toMatchObject({ items: [], next: null });
    expect(await deskCall(perm, token, 'GET', 'fines', { before: '0' })).toMatchObject({ errorName: 'ValidationError' });
  });
});
