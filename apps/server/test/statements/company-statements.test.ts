import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { companyLedger, type CompanyLedgerEntry } from '../../src/modules/corporate/company-ledger.ts';
import { readCompanyStatement } from '../../src/modules/statements/company-statement.ts';
import { monthPeriod } from '../../src/modules/statements/month-period.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { mailsOf, mailsTo, pdfText, recordingMessenger, workbookRows } from './monthly-mail-fixtures.ts';

// Perm's clock is UTC+5: 19:00 UTC on 31 October is midnight of 1 November there.
const FIRST_NIGHT_OF_NOVEMBER = new Date('2026-10-31T19:30:00Z');
const { clock, city: perm } = testCityAt(FIRST_NIGHT_OF_NOVEMBER, { demo: false });
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

let companies = 0;
let entries = 0;

async function newCompany(email: string) {
  companies += 1;
  const row = await perm.db
    .insertInto('company')
    .values({
      inn: `77070838${String(companies).padStart(2, '0')}`,
      contract_number: `S-${companies}`,
      name: `Автопарк ${companies}`,
      email,
      created_at: LONG_AGO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function companyDriver(companyId: number, surname: string, phone: string) {
  const row = await perm.db
    .insertInto('company_driver')
    .values({ company_id: companyId, surname, first_name: 'Иван', patronymic: '', phone, car_number: '', created_at: perm.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: `${surname} Иван`, phone };
}

type Driver = Awaited<ReturnType<typeof companyDriver>>;

/** A ledger entry of the company at an instant: a top-up, or a session's payment, extension or refund of a driver in a vehicle. */
function post(companyId: number, at: string, kind: CompanyLedgerEntry['kind'], amount: number, driver?: Driver, plate?: string) {
  entries += 1;
  return perm.db.transaction().execute((trx) =>
    companyLedger.post(trx, {
      companyId,
      kind,
      amount,
      idempotencyKey: `test:statement:${entries}`,
      ...(driver ? { driver } : {}),
      ...(plate ? { plate } : {}),
      method: kind === 'refill' ? 'card' : 'balance',
      at: new Date(at),
    }),
  );
}

/** The ledger's own sum of the rows before an instant: the balance then. */
async function ledgerBefore(companyId: number, instant: Date) {
  const row = await perm.db
    .selectFrom('company_operation')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where('company_id', '=', companyId)
    .where('occurred_at', '<', instant)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

let fleet: number;

async function seedFleet() {
  fleet = await newCompany('fleet@company.test');
  const petrov = await companyDriver(fleet, 'Петров', '79120000001');
  const sidorov = await companyDriver(fleet, 'Сидоров', '79120000002');
  await post(fleet, '2026-09-10T10:00:00Z', 'refill', 1_000_000);
  await post(fleet, '2026-09-30T18:50:00Z', 'payment', -3_000, petrov, 'А001АА159'); // 30 September, 23:50 in Perm
  await post(fleet, '2026-09-30T19:10:00Z', 'payment', -30_000, petrov, 'А001АА159'); // 1 October, 00:10
  await post(fleet, '2026-10-10T10:00:00Z', 'payment', -20_000, petrov, 'А001АА159');
  await post(fleet, '2026-10-10T11:00:00Z', 'renew', -5_000, petrov, 'А001АА159');
  await post(fleet, '2026-10-11T10:00:00Z', 'payment', -40_000, petrov, 'В002ВВ159');
  await post(fleet, '2026-10-12T10:00:00Z', 'payment', -15_000, sidorov, 'В002ВВ159');
  await post(fleet, '2026-10-12T12:00:00Z', 'cancel', 5_000, sidorov, 'В002ВВ159');
  await post(fleet, '2026-10-20T10:00:00Z', 'refill', 200_000);
  await post(fleet, '2026-10-31T18:50:00Z', 'payment', -10_000, sidorov, 'В002ВВ159'); // 31 October, 23:50
  await post(fleet, '2026-10-31T19:10:00Z', 'payment', -7_000, sidorov, 'В002ВВ159'); // 1 November, 00:10
}

describe('a company’s monthly statement', () => {
  it('adds up to the ledger: opening and closing balances, a line per driver and vehicle, the top-ups, on the city’s clock', async () => {
    await seedFleet();
    const october = monthPeriod('2026-10', perm.city.timeZone);
    expect(october.from.toISOString()).toBe('2026-09-30T19:00:00.000Z');
    expect(october.to.toISOString()).toBe('2026-10-31T19:00:00.000Z');
    const statement = (await readCompanyStatement(perm.db, fleet, october))!;

    expect(statement.opening).toBe(await ledgerBefore(fleet, october.from));
    expect(statement.closing).toBe(await ledgerBefore(fleet, october.to));
    expect(statement.opening).toBe(997_000);
    expect(statement.lines).toEqual([
      { driverName: 'Петров Иван', driverPhone: '79120000001', plate: 'А001АА159', sessions: 2, kopecks: 55_000 },
      { driverName: 'Петров Иван', driverPhone: '79120000001', plate: 'В002ВВ159', sessions: 1, kopecks: 40_000 },
      { driverName: 'Сидоров Иван', driverPhone: '79120000002', plate: 'В002ВВ159', sessions: 2, kopecks: 20_000 },
    ]);
    expect(statement.topUps).toEqual([{ at: new Date('2026-10-20T10:00:00Z'), method: 'card', kopecks: 200_000 }]);
    expect(statement.topUpTotal).toBe(200_000);
    expect(statement.spentTotal).toBe(115_000);
    expect(statement.opening + statement.topUpTotal - statement.spentTotal).toBe(statement.closing);
    expect(statement.closing).toBe(1_082_000);

    // The current month's statement closes on the company's balance, the ledger's snapshot.
    const november = (await readCompanyStatement(perm.db, fleet, monthPeriod('2026-11', perm.city.timeZone)))!;
    const { balance } = await perm.db.selectFrom('company').select('balance').where('id', '=', fleet).executeTakeFirstOrThrow();
    expect(november.opening).toBe(statement.closing);
    expect(november.closing).toBe(Number(balance));
    expect(november.closing).toBe(await ledgerBefore(fleet, new Date('2100-01-01T00:00:00Z')));
  });

  it('is e-mailed once to the company’s address as PDF and XLSX with the same totals', async () => {
    const idle = await newCompany('idle@company.test');
    const { messenger } = recordingMessenger(perm);
    const mails = mailsOf(perm, messenger, clock.now);
    const [first, second] = await Promise.all([mails.runDue(), mailsOf(perm, messenger, clock.now).runDue()]);
    expect(first.statements + second.statements).toBe(1);
    expect(await mails.runDue()).toEqual({ statements: 0, reports: 0 });

    const [mail, ...more] = await mailsTo(perm, 'fleet@company.test');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('«Автопарк 1» за октябрь 2026 года.');
    expect(mail!.text).toContain(`Входящий остаток: ${formatMoney(997_000, 'ru')}`);
    expect(mail!.text).toContain(`Исходящий остаток: ${formatMoney(1_082_000, 'ru')}`);
    expect(mail!.attachments.map((a) => a.name)).toEqual(['statement-2026-10.pdf', 'statement-2026-10.xlsx']);
    const rows = await workbookRows(mail!.attachments[1]!.bytes!);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Входящий остаток', 9_970],
        ['Пополнения', 2_000],
        ['Списано за парковку', 1_150],
        ['Исходящий остаток', 10_820],
        ['Петров Иван', formatPhone('79120000001'), 'А001АА159', 2, 550],
        ['Сидоров Иван', formatPhone('79120000002'), 'В002ВВ159', 2, 200],
        ['Итого', '', '', 5, 1_150],
      ]),
    );
    const text = await pdfText(mail!.attachments[0]!.bytes!);
    expect(text).toContain('Выписка по лицевому счёту');
    expect(text).toContain('Сидоров Иван');
    expect(text).toContain('Исходящий остаток: 10 820,00 ₽');
    // A company with no money and nothing done gets no letter.
    expect(await mailsTo(perm, 'idle@company.test')).toEqual([]);
    const claim = await perm.db
      .selectFrom('monthly_mail')
      .select('outcome')
      .where('owner_id', '=', idle)
      .where('kind', '=', 'company-statement')
      .executeTakeFirst();
    expect(claim?.outcome).toBe('empty');
  });
});

describe('GET /api/corp-profile/statement', () => {
  const download = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    perm.app.inject({ method: 'GET', url: perm.api(`/api/corp-profile/statement?${new URLSearchParams(query)}`), headers });

  it('gives the company its statement of a month as the e-mailed files, in the asked language', async () => {
    const token = await tokenService(tokenRepo(perm.db), perm.now).issue('coop', fleet);
    const xlsx = await download({ token, month: '2026-10', format: 'xlsx' }, { 'accept-language': 'en' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="statement-2026-10.xlsx"');
    expect(await workbookRows(xlsx.rawPayload)).toEqual(
      expect.arrayContaining([
        ['Opening balance', 9_970],
        ['Closing balance', 10_820],
      ]),
    );
    const pdf = await download({ month: '2026-10', format: 'pdf' }, { authorization: `Bearer ${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('Входящий остаток: 9 970,00 ₽');
    // The month under way: a statement up to now.
    expect((await download({ token, month: '2026-11', format: 'pdf' })).statusCode).toBe(200);
  });

  it('refuses a month not begun, bad fields and tokens that are not the company’s', async () => {
    const token = await tokenService(tokenRepo(perm.db), perm.now).issue('coop', fleet);
    expect((await download({ token, month: '2026-12', format: 'pdf' })).json()).toMatchObject({
      errorName: 'ValidationError',
      fields: { month: 'InvalidFormat' },
    });
    expect((await download({ token, month: '2026-13', format: 'pdf' })).json()).toMatchObject({
      errorName: 'ValidationError',
      fields: { month: 'InvalidFormat' },
    });
    expect((await download({ token, month: '2026-10', format: 'doc' })).json()).toMatchObject({
      errorName: 'ValidationError',
      fields: { format: 'InvalidFormat' },
    });
    expect((await download({ month: '2026-10', format: 'pdf' })).json()).toMatchObject({ status: 'error' });
    const driver = await newDriver(perm);
    expect((await download({ token: driver.token, month: '2026-10', format: 'pdf' })).json()).toMatchObject({ errorName: 'TokenNotFound' });
  });
});
