import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { balanceOf, newDriver, permTime } from '../sessions/session-fixtures.ts';
import { createRefill, documentOf } from './document-fixtures.ts';
import { cp1251, statement } from './statement-fixtures.ts';
import { bankStatementImport } from '../../src/modules/payment-documents/bank-statement-import.ts';
import { bankPaymentService } from '../../src/modules/payment-documents/bank-payment-service.ts';
import { payeeOf } from '../../src/modules/payment-documents/payees.ts';
import { paymentService } from '../../src/modules/payments/payment-service.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** The import as the operator's desk builds it, over the test city's database and clock. */
function importer() {
  const payments = paymentService({
    db: perm.db,
    providerFor: () => {
      throw new Error('no provider collects bank payments');
    },
    refund: async () => {},
    now: () => permTime('2026-11-23', '10:00'),
    expiryMinutes: 15,
    hasBalance: async () => true,
    guestReceipts: async () => {},
    log: perm.app.log,
  });
  return bankStatementImport({
    payee: payeeOf(perm.config.PAYEES_FILE, 'perm'),
    bank: bankPaymentService({ db: perm.db, now: () => permTime('2026-11-23', '10:00'), payments }),
  });
}

describe('importing a 1C bank statement', () => {
  it('pays by UIN and sum, reports what did not match, and moves nothing on a second import', async () => {
    const driver = await newDriver(perm);
    const first = (await createRefill(perm, driver, '500')).result;
    const second = (await createRefill(perm, driver, '700')).result;
    const third = (await createRefill(perm, driver, '900')).result;
    const file = cp1251(
      statement([
        { number: '11', sum: '500.00', code: first.UIN },
        // The same document paid again by another order: money to return.
        { number: '12', sum: '500.00', code: first.UIN },
        { number: '13', sum: '650.00', code: second.UIN },
        { number: '14', sum: '100.00', code: '03559999999999999990' },
        // A bank that left Код as 0 and wrote the UIN in the purpose.
        { number: '15', sum: '900', code: '0', purpose: `Пополнение баланса. УИН ${third.UIN}` },
        { number: '16', sum: '100.00', code: second.UIN, to: '40702810000000000001' },
        { number: '17', sum: 'много', code: second.UIN },
        { number: '18', sum: '100.00' },
      ]),
    );
    const report = await importer().importStatement(file);
    expect(report.lines.map((l) => [l.number, l.outcome, l.amount])).toEqual([
      ['11', 'paid', 50_000],
      ['12', 'alreadyPaid', 50_000],
      ['13', 'sumMismatch', 65_000],
      ['14', 'unmatched', 10_000],
      ['15', 'paid', 90_000],
      ['16', 'notOurs', 10_000],
      ['17', 'invalid', null],
      ['18', 'unmatched', 10_000],
    ]);
    expect(report.lines[0]).toMatchObject({ index: 1, date: '23.11.2026', uin: first.UIN, receiptnumber: first.receiptnumber });
    expect(report).toMatchObject({ paid: 2, attention: 5 });
    expect(await balanceOf(perm, driver.id)).toBe(140_000);

    const again = await importer().importStatement(file);
    expect(again.paid).toBe(0);
    expect(again.lines.filter((l) => l.outcome === 'alreadyImported').map((l) => l.number)).toEqual(['11', '12', '13', '14', '15']);
    expect(await balanceOf(perm, driver.id)).toBe(140_000);
  });

  it('pays nothing on a line that names no recipient account, or an empty one, however well its UIN and sum match', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '250');
    const file = cp1251(
      statement([
        { number: '31', sum: '250.00', code: result.UIN, to: null },
        { number: '32', sum: '250.00', code: result.UIN, to: '' },
      ]),
    );
    const report = await importer().importStatement(file);
    expect(report.lines.map((l) => [l.number, l.outcome])).toEqual([
      ['31', 'invalid'],
      ['32', 'invalid'],
    ]);
    expect(report).toMatchObject({ paid: 0, attention: 2 });
    expect(await balanceOf(perm, driver.id)).toBe(0);
    expect((await documentOf(perm, result.receiptnumber)).status).toBe('issued');
  });

  it('gives the event loop turns while it imports: a timer set as it starts fires before it ends', async () => {
    // PGlite answers a query without a turn of the event loop; only the import's own turns let the timer in.
    const file = cp1251(statement(Array.from({ length: 20 }, (_, i) => ({ number: String(40 + i), sum: '10.00', code: '03559999999999999990' }))));
    let fired = false;
    const imported = importer()
      .importStatement(file)
      .then((report) => ({ report, fired }));
    setTimeout(() => (fired = true), 0);
    const { report, fired: firedBeforeTheEnd } = await imported;
    expect(report.lines).toHaveLength(20);
    expect(firedBeforeTheEnd).toBe(true);
  });

  it('reads a UTF-8 statement too, and refuses a file that is not one', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '42');
    const utf8 = new TextEncoder().encode(statement([{ number: '21', sum: '42.00', code: result.UIN }]).replace('Кодировка=Windows', 'Кодировка=UTF-8'));
    expect((await importer().importStatement(utf8)).lines.map((l) => l.outcome)).toEqual(['paid']);
    await expect(importer().importStatement(new TextEncoder().encode('Номер;Сумма\n1;2'))).rejects.toMatchObject({
      errorName: 'ValidationError',
      fields: { content: 'InvalidFormat' },
    });
    await expect(importer().importStatement(cp1251('1CClientBankExchange\r\nСекцияДокумент=Платежное поручение\r\nСумма=1\r\n'))).rejects.toMatchObject({
      errorName: 'ValidationError',
    });
  });
});
