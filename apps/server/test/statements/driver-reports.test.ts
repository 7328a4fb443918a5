import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { monthlyMailJobs } from '../../src/modules/statements/monthly-mail-jobs.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { sheetRows } from '../operations/export-fixtures.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { mailsOf, mailsTo, pdfText, recordingMessenger, secondProcessDb } from './monthly-mail-fixtures.ts';

// Perm's clock is UTC+5: 19:00 UTC on 31 October is midnight of 1 November there.
const LAST_MINUTE_OF_OCTOBER = new Date('2026-10-31T18:59:00Z');
const FIRST_NIGHT_OF_NOVEMBER = new Date('2026-10-31T19:30:00Z');
const { clock, city: perm } = testCityAt(FIRST_NIGHT_OF_NOVEMBER, { demo: false });

let operations = 0;

/** A driver registered long ago, with the monthly report on or off, and operations at the given instants. */
async function driverWith(report: boolean, instants: readonly string[]) {
  const driver = await newDriver(perm);
  // Registered long ago: created_at is never updated by the application, so the test sets it in SQL.
  await sql`update driver set report_history_operation = ${report}, created_at = '2026-01-01T00:00:00Z' where id = ${driver.id}`.execute(perm.db);
  for (const at of instants) {
    operations += 1;
    await perm.db
      .insertInto('operation')
      .values({
        driver_id: driver.id,
        type: 'payment',
        status: 'done',
        amount: 5_000 + operations,
        occurred_at: new Date(at),
        starts_at: new Date(at),
        ends_at: new Date(Date.parse(at) + 3_600_000),
        zone_number: '101',
        parking_code: 'P101',
        plate: 'О100ОО159',
        payer_phone: null,
        session_id: null,
        payment_id: null,
        source_key: `test:report:${operations}`,
      })
      .execute();
  }
  const { email } = await perm.db.selectFrom('driver').select('email').where('id', '=', driver.id).executeTakeFirstOrThrow();
  return { ...driver, email: email! };
}

describe('the monthly report of a driver’s operations', () => {
  it('goes once per driver and month on the city’s clock, with the history’s PDF and XLSX of that month only', async () => {
    const { messenger } = recordingMessenger(perm);
    const mails = mailsOf(perm, messenger, clock.now);
    const reader = await driverWith(true, [
      '2026-09-30T18:50:00Z', // 30 September, 23:50 in Perm
      '2026-09-30T19:10:00Z', // 1 October, 00:10
      '2026-10-15T10:00:00Z',
      '2026-10-31T18:50:00Z', // 31 October, 23:50
      '2026-10-31T19:10:00Z', // 1 November, 00:10
    ]);
    const quiet = await driverWith(true, ['2026-08-10T10:00:00Z']);
    const off = await driverWith(false, ['2026-10-10T10:00:00Z', '2026-09-10T10:00:00Z']);

    // A minute before Perm's midnight October is not over: only September's report is due.
    clock.set(LAST_MINUTE_OF_OCTOBER);
    expect(await mails.runDue()).toEqual({ statements: 0, reports: 1 });
    const september = await mailsTo(perm, reader.email);
    expect(september.map((mail) => mail.attachments.map((a) => a.name))).toEqual([['operations-2026-09.pdf', 'operations-2026-09.xlsx']]);
    expect((await sheetRows(Buffer.from(september[0]!.attachments[1]!.bytes!))).rows).toHaveLength(1);

    clock.set(FIRST_NIGHT_OF_NOVEMBER);
    expect(await mails.runDue()).toEqual({ statements: 0, reports: 1 });
    const sent = await mailsTo(perm, reader.email);
    expect(sent).toHaveLength(2);
    const october = sent[1]!;
    expect(october.text).toContain('за октябрь 2026 года.');
    expect(october.attachments.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'operations-2026-10.pdf', type: 'application/pdf' },
      { name: 'operations-2026-10.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    const [pdf, xlsx] = october.attachments.map((a) => a.bytes!);
    const { rows } = await sheetRows(Buffer.from(xlsx!));
    // Perm's wall clock, written as UTC in the sheet: exactly the three operations of October there.
    expect(rows.map((row) => row.date.toISOString())).toEqual(['2026-10-31T23:50:00.000Z', '2026-10-15T15:00:00.000Z', '2026-10-01T00:10:00.000Z']);
    const text = await pdfText(pdf!);
    expect(text).toContain('01.10.2026 00:10');
    expect(text).not.toContain('30.09.2026 23:50');
    expect(text).not.toContain('01.11.2026 00:10');

    // Runs later that day and a second process send nothing again.
    clock.advance(10);
    expect(await mails.runDue()).toEqual({ statements: 0, reports: 0 });
    expect(await mailsOf(perm, messenger, clock.now).runDue()).toEqual({ statements: 0, reports: 0 });
    expect(await mailsTo(perm, reader.email)).toHaveLength(2);
    // Nothing to report is no letter; the setting off is no letter.
    expect(await mailsTo(perm, quiet.email)).toEqual([]);
    expect(await mailsTo(perm, off.email)).toEqual([]);
    const claims = await perm.db.selectFrom('monthly_mail').select(['owner_id', 'month', 'outcome']).where('kind', '=', 'driver-report').execute();
    expect(claims.filter((c) => Number(c.owner_id) === quiet.id).map((c) => [c.month, c.outcome])).toEqual(
      expect.arrayContaining([
        ['2026-09', 'empty'],
        ['2026-10', 'empty'],
      ]),
    );
    expect(claims.filter((c) => Number(c.owner_id) === off.id)).toEqual([]);
  });

  it('writes to a driver in the language of their notices', async () => {
    const { messenger } = recordingMessenger(perm);
    const reader = await driverWith(true, ['2026-10-20T10:00:00Z']);
    await sql`update driver set notice_language = 'en' where id = ${reader.id}`.execute(perm.db);
    await mailsOf(perm, messenger, clock.now).runDue();
    const [october] = (await mailsTo(perm, reader.email)).filter((mail) => mail.attachments.some((a) => a.name === 'operations-2026-10.pdf'));
    expect(october?.text).toContain('Your parking operations for October 2026.');
  });

  it('sends each driver’s report once when two processes run at the same time', async () => {
    const drivers = await Promise.all(Array.from({ length: 6 }, () => driverWith(true, ['2026-10-05T10:00:00Z', '2026-10-06T10:00:00Z'])));
    const other = await secondProcessDb(perm);
    try {
      const first = mailsOf(perm, recordingMessenger(perm).messenger, clock.now);
      const second = mailsOf(perm, recordingMessenger(perm).messenger, clock.now, other.db);
      // The scheduled job of each process, and a run of the service beside them.
      const [job, otherJob] = [monthlyMailJobs(first)[0]!, monthlyMailJobs(second)[0]!];
      expect(job.everyMs).toBeLessThanOrEqual(60 * 60_000);
      await Promise.all([job.run(), otherJob.run(), first.runDue(), second.runDue()]);
    } finally {
      await other.close();
    }
    for (const driver of drivers) {
      const mails = await mailsTo(perm, driver.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.attachments).toHaveLength(2);
    }
  });

  it('tries a failed send again at the next run, and keeps each run to its share', async () => {
    const { messenger, failNext } = recordingMessenger(perm);
    const mails = mailsOf(perm, messenger, clock.now);
    const drivers = await Promise.all(Array.from({ length: 3 }, () => driverWith(true, ['2026-10-20T10:00:00Z'])));
    failNext(3);
    expect(await mails.runDue()).toEqual({ statements: 0, reports: 0 });
    for (const driver of drivers) expect(await mailsTo(perm, driver.email)).toEqual([]);
    // The failed claims were given up: the next runs send, two at most each.
    expect((await mails.runDue(2)).reports).toBe(2);
    expect((await mails.runDue(2)).reports).toBe(1);
    for (const driver of drivers) expect(await mailsTo(perm, driver.email)).toHaveLength(1);
  });
});
