import { describe, expect, it } from 'vitest';
import { testCities } from '../helpers/test-cities.ts';
import { fineRow, importFines, newUin, SVG_PHOTO } from './fines-fixtures.ts';

const [perm] = testCities({ city: 'perm' });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const countOf = async (uins: string[]) => (await perm.db.selectFrom('fine').select('uin').where('uin', 'in', uins).execute()).length;

describe('importing fines', () => {
  it('refuses bad rows one by one and names the field: UIN, date, missing fields, photo', async () => {
    const good = fineRow({ grz: 'А100АА159', photo: 'a.png' });
    const badCheck = `${good.uin.slice(0, -1)}${(Number(good.uin.at(-1)) + 1) % 10}`;
    const report = await importFines(
      perm,
      [
        good,
        fineRow({ grz: 'А100АА159', uin: badCheck }),
        fineRow({ grz: 'А100АА159', offenseDate: '2026-13-40T10:00:00Z' }),
        fineRow({ grz: 'А100АА159', date: '21.11.2026' }),
        fineRow({ grz: 'А100АА159', article: undefined }),
        fineRow({}),
        fineRow({ grz: 'А100АА159', status: 'lost' }),
        fineRow({ grz: 'А100АА159', photo: 'entity.svg' }),
        fineRow({ grz: 'А100АА159', photo: 'fake.png' }),
        fineRow({ grz: 'А100АА159', photo: 'nowhere.png' }),
        fineRow({ grz: 'А100АА159', photo: 'big.png' }),
        fineRow({ grz: 'А100АА159', paidSum: '200000' }),
        'not an object',
      ],
      {
        'a.png': PNG,
        // An internal DTD subset (entities) is no photo's.
        'entity.svg': new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'),
        'fake.png': new TextEncoder().encode('GIF89a'),
        'big.png': Uint8Array.from({ length: 2 * 1024 * 1024 + 1 }, (_, i) => PNG[i] ?? 0),
      },
    );
    expect(report.accepted).toBe(1);
    expect(report.refused.map(({ row, field, error }) => ({ row, field, error }))).toEqual([
      { row: 2, field: 'uin', error: 'uin' },
      { row: 3, field: 'offenseDate', error: 'instant' },
      { row: 4, field: 'date', error: 'date' },
      { row: 5, field: 'article', error: 'required' },
      { row: 6, field: 'grz', error: 'owner' },
      { row: 7, field: 'status', error: 'invalid_value' },
      { row: 8, field: 'photo', error: 'type' },
      { row: 9, field: 'photo', error: 'type' },
      { row: 10, field: 'photo', error: 'missing' },
      { row: 11, field: 'photo', error: 'tooLarge' },
      { row: 12, field: 'paidSum', error: 'tooBig' },
      { row: 13, field: 'uin', error: 'required' },
    ]);
    expect(report.refused[0]!.uin).toBe(badCheck);
    const photo = await perm.db
      .selectFrom('fine_photo')
      .innerJoin('fine', 'fine.id', 'fine_photo.fine_id')
      .select('content_type')
      .where('uin', '=', good.uin)
      .executeTakeFirst();
    expect(photo?.content_type).toBe('image/png');
  });

  it('keeps an SVG photo only as its sanitiser leaves it: without the script it carried', async () => {
    const row = fineRow({ grz: 'А101АА159', photo: 'car.svg' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    expect(await importFines(perm, [row], { 'car.svg': new TextEncoder().encode(svg) })).toMatchObject({ accepted: 1, refused: [] });
    const photo = await perm.db
      .selectFrom('fine_photo')
      .innerJoin('fine', 'fine.id', 'fine_photo.fine_id')
      .select(['content_type', 'bytes'])
      .where('uin', '=', row.uin)
      .executeTakeFirstOrThrow();
    expect(photo.content_type).toBe('image/svg+xml');
    const kept = new TextDecoder().decode(photo.bytes);
    expect(kept).toContain('<rect width="4" height="4"/>');
    expect(kept).not.toMatch(/script|onload|alert/);
  });

  it('gives the event loop turns while it imports: a timer set as it starts fires before it ends', async () => {
    // PGlite answers a query without a turn of the event loop; only the import's own turns let the timer in.
    const rows = Array.from({ length: 450 }, (_, i) => fineRow({ grz: `Т${String(i).padStart(3, '0')}ТТ159` }));
    let fired = false;
    const imported = importFines(perm, rows).then((report) => ({ report, fired }));
    setTimeout(() => (fired = true), 0);
    const { report, fired: firedBeforeTheEnd } = await imported;
    expect(report.accepted).toBe(450);
    expect(firedBeforeTheEnd).toBe(true);
  });

  it('is idempotent by UIN: a second import updates the status and paid sum, never duplicates', async () => {
    const rows = [fineRow({ grz: 'В200ВВ159' }), fineRow({ sts: '59ВВ000200', photo: 'p.svg' })];
    expect(await importFines(perm, rows, { 'p.svg': SVG_PHOTO })).toEqual({ accepted: 2, updated: 0, refused: [] });
    const paid = rows.map((row) => ({ ...row, status: 'paid', paidSum: row.totalSum }));
    expect(await importFines(perm, paid, { 'p.svg': SVG_PHOTO })).toEqual({ accepted: 0, updated: 2, refused: [] });
    expect(await countOf(rows.map((r) => r.uin))).toBe(2);
    const stored = await perm.db.selectFrom('fine').select(['status', 'paid_sum']).where('uin', '=', rows[0]!.uin).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'paid', paid_sum: 100000 });
  });

  it('reads CSV with ; or , separators, quoted fields and JSON numbers alike', async () => {
    const [a, b] = [newUin(), newUin('188')];
    const semicolon = [
      'uin;status;article;place;offenseDate;date;totalSum;grz',
      `${a};sent;"8.14; ч. 1";"ул. ""Новая"", 1";2026-11-20T09:32:00+05:00;2026-11-21;150000;С300СС159`,
    ].join('\r\n');
    const comma = [
      'uin,status,article,place,offenseDate,date,totalSum,licence',
      `${b},new,12.9 ч.2,"Комсомольский пр., 1",2026-11-19T08:00:00Z,2026-11-20,50000,5900000300`,
    ].join('\n');
    expect(await importFines(perm, semicolon)).toMatchObject({ accepted: 1, refused: [] });
    expect(await importFines(perm, comma)).toMatchObject({ accepted: 1, refused: [] });
    const stored = await perm.db.selectFrom('fine').select(['article', 'place', 'total_sum', 'offense_at']).where('uin', '=', a).executeTakeFirstOrThrow();
    expect(stored).toEqual({ article: '8.14; ч. 1', place: 'ул. "Новая", 1', total_sum: 150000, offense_at: new Date('2026-11-20T04:32:00Z') });
    expect(await importFines(perm, [fineRow({ grz: 'С300СС159', totalSum: 70000, uin: newUin() })])).toMatchObject({ accepted: 1 });
  });

  it('writes a large file in short batches', async () => {
    const rows = Array.from({ length: 450 }, () => fineRow({ grz: 'Е400ЕЕ159' }));
    expect(await importFines(perm, rows)).toEqual({ accepted: 450, updated: 0, refused: [] });
    expect(await countOf(rows.map((r) => r.uin))).toBe(450);
  });
});
