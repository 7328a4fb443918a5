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
    // The rows are made by the database itself: 100 inserts of 1 000 rows built here took a fifth
    // of the test. `at(i)` is `instant(i)` in SQL.
    const at = sql`to_timestamp((${OCTOBER_START + 60_000}::bigint + (i::bigint * ${31 * 86_400_000 - 120_000}) / ${COUNT}) / 1000.0)`;
    await sql`
      insert into operation (driver_id, type, status, amount, occurred_at, starts_at, ends_at, zone_number, parking_code, plate, payer_phone, session_id, payment_id, source_key)
      select ${driver.id}, 'payment', 'done', 100 + i % 500, ${at}, ${at}, ${at} + interval '1 hour', '101', 'P101', 'О100ОО159', null, null, null, 'test:large:' || i
      from generate_series(0, ${COUNT - 1}) as i`.execute(perm.db);
    expect(
      await perm.db
        .selectFrom('operation')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('driver_id', '=', driver.id)
        .executeTakeFirst(),
    ).toEqual({
      n: COUNT,
    });
    expect(
      (await perm.db.selectFrom('operation').select('occurred_at').where('source_key', '=', 'test:large:12345').executeTakeFirstOrThrow()).occurred_at,
    ).toEqual(instant(12_345));

    // A company whose month has as many ledger rows: sessions of 50 drivers, a top-up a day.
    const company = await perm.db
      .insertInto('company')
      .values({ inn: '7707083893', contract_number: 'L-50', name: 'Большой парк', email: 'large@company.test', created_at: new Date('2026-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refill = sql`i % 1000 = 0`;
    await sql`
      insert into company_operation (company_id, kind, amount, idempotency_key, company_driver_id, driver_name, driver_phone, plate, zone_number, parking_code, starts_at, ends_at, session_id, payment_id, occurred_at)
      select ${company.id},
        case when ${refill} then 'refill' else 'payment' end,
        case when ${refill} then 10000000 else -(100 + i % 500) end,
        'test:large:company:' || i, null,
        case when ${refill} then '' else 'Водитель ' || (i % 50) end,
        case when ${refill} then '' else '791200000' || lpad((i % 50)::text, 2, '0') end,
        case when ${refill} then null else 'А' || (100 + i % 50) || 'АА159' end,
        null, null, null, null, null, null, ${at}
      from generate_series(0, ${COUNT - 1}) as i`.execute(perm.db);
    let balance = 0;
    for (let i = 0; i < COUNT; i += 1) balance += i % 1_000 === 0 ? 10_000_000 : -(100 + (i % 500));
    expect(
      (
        await perm.db
          .selectFrom('company_operation')
          .select(sql<number>`sum(amount)::bigint`.as('sum'))
          .where('company_id', '=', company.id)
          .executeTakeFirstOrThrow()
      ).sum,
    ).toBe(balance);
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
