import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { DEBIT_OPERATION_TYPES, OPERATION_STATUSES, OPERATION_TYPES, type TOperation } from '@city-parking/contract/operations/operation';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatAmount, formatMoney } from '@city-parking/contract/format/format-money';
import { EXPORT_TEXTS } from '../../src/modules/operations/export/export-texts.ts';
import { EXPORT_PAGE_SIZE } from '../../src/modules/operations/history-export-service.ts';
import { EXPORTS_PER_DRIVER } from '../../src/modules/operations/routes.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, type TestDriver } from '../sessions/session-fixtures.ts';
import { download, sheetRows, signedKopecks } from './export-fixtures.ts';
import { everyPage } from './operations-fixtures.ts';

// After 19:00 UTC on 30 November it is already 1 December on Perm's clock (UTC+5).
const NOW = new Date('2026-11-30T20:00:00Z');
const { city: perm } = testCityAt(NOW, { demo: false });
const PLATES = ['О100ОО159', 'Т200ТТ159', null] as const;

/**
 * `count` operations of a driver, one every 47 minutes back from 28 November, of every type and
 * status, on three plates and two zones, most with a period: more than two export pages.
 */
async function seed(driver: TestDriver, count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.parse('2026-11-28T10:00:00Z') - i * 47 * 60_000);
    const zone = i % 3 === 2 ? null : String(101 + (i % 2));
    return {
      driver_id: driver.id,
      type: OPERATION_TYPES[i % OPERATION_TYPES.length]!,
      status: OPERATION_STATUSES[i % 4 === 3 ? i % OPERATION_STATUSES.length : 0]!,
      amount: 100 + i * 7,
      occurred_at: at,
      starts_at: zone ? at : null,
      ends_at: zone ? new Date(at.getTime() + (30 + (i % 5) * 90) * 60_000) : null,
      zone_number: zone,
      parking_code: zone ? `P${zone}` : null,
      plate: PLATES[i % PLATES.length]!,
      payer_phone: null,
      session_id: null,
      payment_id: null,
      source_key: `test:export:${tag}:${i}`,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await perm.db
      .insertInto('operation')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** What the screen's filtered call shows, page after page. */
const shown = async (query: Record<string, string>) => (await everyPage(perm, query)).flat();
const doneTotals = (operations: TOperation[]) => {
  const done = operations.filter((o) => o.status === 'done');
  const kopecks = (list: TOperation[]) => list.reduce((sum, o) => sum + Math.round(o.sum * 100), 0);
  return {
    debits: kopecks(done.filter((o) => DEBIT_OPERATION_TYPES.includes(o.type))),
    credits: kopecks(done.filter((o) => !DEBIT_OPERATION_TYPES.includes(o.type))),
  };
};

let driver: TestDriver;
const COUNT = 2 * EXPORT_PAGE_SIZE + 234;

describe('the xlsx export', () => {
  it('holds the rows of the filtered call: count, order, city-clock dates, signed sums, names', async () => {
    driver = await newDriver(perm);
    await seed(driver, COUNT, 'main');
    const response = await download(perm, { token: driver.token, type: 'xls' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // No period: the whole history, named for all time, not for this month.
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-all-time.xlsx"');

    const { above, rows } = await sheetRows(response.rawPayload);
    const operations = await shown({ token: driver.token });
    expect(rows).toHaveLength(COUNT);
    expect(operations).toHaveLength(COUNT);
    rows.forEach((row, i) => {
      const operation = operations[i]!;
      // Perm's clock is UTC+5 the year round; the cell is that wall-clock time.
      expect(row.date.getTime(), operation.orderNumber).toBe(Date.parse(operation.dateOperation) + 5 * 3_600_000);
      expect(row.sum).toBe(signedKopecks(operation) / 100);
    });
    expect(new Set(rows.map((r) => r.operation))).toEqual(
      new Set(['Оплата', 'Продление', 'Отмена', 'Пополнение', 'Оплата абонемента', 'Оплата парковки со шлагбаумом', 'Бонус 20%']),
    );
    expect(rows.filter((r) => r.sum < 0)).toHaveLength(operations.filter((o) => DEBIT_OPERATION_TYPES.includes(o.type)).length);
    const withPeriod = rows.find((r, i) => operations[i]!.zone === '101' && operations[i]!.transport === 'О100ОО159')!;
    expect(withPeriod.description).toMatch(/^зона 101, О100ОО159, \d{2}\.\d{2}\.2026 \d{2}:\d{2}–/);
    expect(above).toEqual(
      expect.arrayContaining([
        ['Период', 'за всё время'],
        ['Операция', 'все'],
        ['Транспорт', 'все'],
        ['Зона', 'все'],
        ['Списано', doneTotals(operations).debits / 100],
        ['Зачислено', doneTotals(operations).credits / 100],
      ]),
    );
  });

  it('applies the filters: the type by its Russian name, the period by city days, the vehicle', async () => {
    // 20 to 25 November on Perm's clock; `Оплата` is session payments and barrier tickets alike.
    const query = { token: driver.token, StartDate: '2026-11-20', EndDate: '2026-11-25', Operation: 'Оплата', Vehicle: 'т200тт159' };
    const operations = await shown(query);
    expect(operations.length).toBeGreaterThan(5);
    expect(new Set(operations.map((o) => o.type))).toEqual(new Set(['payment', 'paymentGate']));
    const response = await download(perm, { ...query, type: 'xls' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-2026-11.xlsx"');
    const { above, rows } = await sheetRows(response.rawPayload);
    expect(rows.map((r) => [r.date.getTime(), r.sum])).toEqual(operations.map((o) => [Date.parse(o.dateOperation) + 5 * 3_600_000, signedKopecks(o) / 100]));
    // Both ends are whole days on the city's clock.
    expect(rows.at(-1)!.date.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-20T00:00:00Z'));
    expect(rows[0]!.date.getTime()).toBeLessThan(Date.parse('2026-11-26T00:00:00Z'));
    expect(above).toEqual(
      expect.arrayContaining([
        ['Период', '20.11.2026 — 25.11.2026'],
        ['Операция', 'Оплата'],
        ['Транспорт', 'Т200ТТ159'],
        ['Зона', 'все'],
      ]),
    );
  });

  it('names a period that runs up to now after the month of today on the city clock', async () => {
    // Already December in Perm, though still November in UTC.
    const response = await download(perm, { token: driver.token, type: 'xls', StartDate: '2026-11-20' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-2026-12.xlsx"');
    const upTo = await download(perm, { token: driver.token, type: 'pdf', EndDate: '2026-10-31' });
    expect(upTo.headers['content-disposition']).toBe('attachment; filename="operations-2026-10.pdf"');
  });

  it('speaks English when the request does', async () => {
    const response = await download(perm, { token: driver.token, type: 'xls', Operation: 'refill', lang: 'en' });
    // The file's name is the same in either language.
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-all-time.xlsx"');
    const { titles, rows } = await sheetRows(response.rawPayload, 'Date');
    expect(titles).toEqual(['Date', 'Operation', 'Amount, RUB', 'Description', 'Status']);
    expect(new Set(rows.map((r) => r.operation))).toEqual(new Set(['Top-up']));
    expect(rows.every((r) => r.sum > 0)).toBe(true);
  });
});

describe('the pdf export', () => {
  const text = async (payload: Buffer) => {
    const parser = new PDFParse({ data: payload });
    try {
      return await parser.getText();
    } finally {
      await parser.destroy();
    }
  };

  it('holds the header, the totals, the rows and a number on every page, in Cyrillic', async () => {
    const response = await download(perm, { token: driver.token, type: 'pdf', StartDate: '2026-11-01', EndDate: '2026-11-28' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="operations-2026-11.pdf"');
    const operations = await shown({ token: driver.token, StartDate: '2026-11-01', EndDate: '2026-11-28' });
    const result = await text(response.rawPayload);
    const first = result.pages[0]!.text;
    expect(first).toContain('История операций');
    expect(first).toMatch(/Водитель: Водитель Тест \(driver-\d+@sessions\.test\)/);
    expect(first).toContain('Период: 01.11.2026 — 28.11.2026');
    const { debits, credits } = doneTotals(operations);
    expect(debits).toBeGreaterThan(0);
    const flat = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(flat(first)).toContain(flat(`Списано: ${formatMoney(debits, 'ru')}`));
    expect(flat(first)).toContain(flat(`Зачислено: ${formatMoney(credits, 'ru')}`));
    expect(result.total).toBeGreaterThan(3);
    result.pages.forEach((page, i) => {
      expect(page.text, `page ${i + 1}`).toContain(`стр. ${i + 1}`);
      expect(page.text).toContain('Дата');
    });
    // Every row is there, newest first as the call answers: its date, type and signed sum in turn.
    const all = flat(result.text).replace(/\s+/g, ' ');
    let from = 0;
    for (const operation of operations) {
      const line = `${formatDateTime(operation.dateOperation, 'DD.MM.YYYY HH:mm', perm.city.timeZone)} ${EXPORT_TEXTS.ru.types[operation.type]} ${flat(formatAmount(signedKopecks(operation), 'ru'))}`;
      const at = all.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(0);
      from = at + line.length;
    }
    expect(all).toContain('зона 102, Т200ТТ159');
  });

  it('in English, with an empty history', async () => {
    const empty = await newDriver(perm);
    const response = await download(perm, { token: empty.token, type: 'pdf', lang: 'en' });
    const result = await text(response.rawPayload);
    expect(result.total).toBe(1);
    expect(result.text).toContain('Operations history');
    expect(result.text).toContain('Period: all time');
    expect(result.text).toContain('No operations');
    expect(result.text).toContain('page 1');
  });
});

describe('refusals', () => {
  it('answers bad filters and types with ValidationError before any file', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ type: 'doc' }, 'type'],
      [{}, 'type'],
      [{ type: 'xls', StartDate: '2026-02-30' }, 'StartDate'],
      [{ type: 'pdf', StartDate: '2026-11-25', EndDate: '2026-11-20' }, 'EndDate'],
      [{ type: 'pdf', Operation: 'Штраф' }, 'Operation'],
      [{ type: 'xls', Vehicle: 'А'.repeat(21) }, 'Vehicle'],
    ];
    for (const [query, field] of bad) {
      const response = await download(perm, { token: driver.token, ...query });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json(), JSON.stringify(query)).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { [field]: expect.any(String) } });
    }
  });

  it('answers a bad token with the usual auth error', async () => {
    const response = await download(perm, { token: 'no-such-token', type: 'xls' });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });

  it('counts exports per account as well as per address', async () => {
    const busy = await newDriver(perm);
    // Every call from an address of its own: only the account's limit can refuse.
    for (let i = 0; i < EXPORTS_PER_DRIVER; i += 1) {
      const response = await download(perm, { token: busy.token, type: 'xls' });
      expect(response.headers['content-disposition']).toMatch(/^attachment/);
    }
    const refused = await download(perm, { token: busy.token, type: 'xls' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
    // Another account is not held back by this one's exports.
    const other = await newDriver(perm);
    expect((await download(perm, { token: other.token, type: 'pdf' })).headers['content-disposition']).toMatch(/^attachment/);
  });

  it("never gives one driver another driver's rows", async () => {
    const other = await newDriver(perm);
    await seed(other, 3, 'other');
    const { rows } = await sheetRows((await download(perm, { token: other.token, type: 'xls' })).rawPayload);
    expect(rows.map((r) => r.sum)).toEqual([-1, -1.07, 1.14]);
    const pdf = await new PDFParse({ data: (await download(perm, { token: other.token, type: 'pdf' })).rawPayload }).getText();
    expect(pdf.total).toBe(1);
    expect(pdf.text.match(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/g)!.length).toBeLessThan(10);
  });
});
