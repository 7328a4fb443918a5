import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { testCityAt } from '../helpers/test-cities.ts';
import { sheetRows } from '../operations/export-fixtures.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { mailsOf, mailsTo, recordingMessenger } from './monthly-mail-fixtures.ts';

const FIRST_NIGHT_OF_NOVEMBER = new Date('2026-10-31T19:30:00Z');
const { clock, city: perm } = testCityAt(FIRST_NIGHT_OF_NOVEMBER, { demo: false });
const COUNT = 50_000;
const OCTOBER_START = Date.parse('2026-09-30T19:00:00Z');
/** Spread over October on Perm's clock. */
const instant = (i: number) => new Date(OCTOBER_START + 60_000 + Math.floor((i * (31 * 86_400_000 - 120_000)) / COUNT));

/**
 * How long other work waits while `work` runs: a small query every few milliseconds, the longest
 * wait of any of them, beside how long the work took. The embedded database has one connection, so
 * a statement or transaction held for the whole work would make one wait about as long as the work.
 */
async function longestWaitDuring(work: () => Promise<unknown>): Promise<{ longest: number; total: number }> {
  let done = false;
  let longest = 0;
  const start = performance.now();
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await perm.db.selectFrom('setting').selectAll().limit(1).execute();
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probe;
  }
  return { longest, total: performance.now() - start };
}

describe('a month of 50 000 operations', () => {
  it('is mailed in short pages, never holding the database from others', { timeout: 300_000 }, async () => {
    const driver = await newDriver(perm);
    // Registered long ago: created_at is never updated by the application, so the test sets it in SQL.
    await sql`update driver set report_history_operation = ${true}, created_at = '2026-01-01T00:00:00Z' where id = ${driver.id}`.execute(perm.db);
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      driver_id: driver.id,
      type: 'payment' as const,
      status: 'done' as const,
      amount: 100 + (i % 500),
      occurred_at: instant(i),
      starts_at: instant(i),
      ends_at: new Date(instant(i).getTime() + 3_600_000),
      zone_number: '101',
      parking_code: 'P101',
      plate: 'О100ОО159',
      payer_phone: null,
      session_id: null,
      payment_id: null,
      source_key: `test:large:${i}`,
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await perm.db
        .insertInto('operation')
        .values(rows.slice(i, i + 1_000))
        .execute();

    // A company whose month has as many ledger rows: sessions of 50 drivers, a top-up a day.
    const company = await perm.db
      .insertInto('company')
      .values({ inn: '7707083893', contract_number: 'L-50', name: 'Большой парк', email: 'large@company.test', created_at: new Date('2026-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ledgerRows = Array.from({ length: COUNT }, (_, i) => {
      const refill = i % 1_000 === 0;
      return {
        company_id: company.id,
        kind: refill ? ('refill' as const) : ('payment' as const),
        amount: refill ? 10_000_000 : -(100 + (i % 500)),
        idempotency_key: `test:large:company:${i}`,
        company_driver_id: null,
        driver_name: refill ? '' : `Водитель ${i % 50}`,
        driver_phone: refill ? '' : `791200000${String(i % 50).padStart(2, '0')}`,
        plate: refill ? null : `А${String(100 + (i % 50))}АА159`,
        zone_number: null,
        parking_code: null,
        starts_at: null,
        ends_at: null,
        session_id: null,
        payment_id: null,
        occurred_at: instant(i),
      };
    });
    for (let i = 0; i < ledgerRows.length; i += 1_000)
      await perm.db
        .insertInto('company_operation')
        .values(ledgerRows.slice(i, i + 1_000))
        .execute();
    const balance = ledgerRows.reduce((sum, row) => sum + row.amount, 0);
    await perm.db.updateTable('company').set({ balance }).where('id', '=', company.id).execute();

    const { messenger } = recordingMessenger(perm);
    const mails = mailsOf(perm, messenger, clock.now);
    const { longest, total } = await longestWaitDuring(async () => expect(await mails.runDue()).toEqual({ statements: 1, reports: 1 }));
    // Short pages: no wait comes near the whole run. Measured against the run, not a fixed time, as
    // building the files takes the CPU too and the test machine may be busy.
    expect(longest).toBeLessThan(total / 10);
    const { email } = await perm.db.selectFrom('driver').select('email').where('id', '=', driver.id).executeTakeFirstOrThrow();
    const [mail] = await mailsTo(perm, email!);
    expect((await sheetRows(Buffer.from(mail!.attachments[1]!.bytes!))).rows).toHaveLength(COUNT);
    const [statement] = await mailsTo(perm, 'large@company.test');
    expect(statement!.text).toContain(`Исходящий остаток: ${formatMoney(balance, 'ru')}`);
  });
});
