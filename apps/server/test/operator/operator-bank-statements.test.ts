import { describe, expect, it } from 'vitest';
import { BANK_STATEMENT_BODY_MAX, BANK_STATEMENTS_PAGE_SIZE } from '@city-parking/contract/operator/operator-bank-statements';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { createRefill, documentOf } from '../payment-documents/document-fixtures.ts';
import { cp1251, statement } from '../payment-documents/statement-fixtures.ts';
import { balanceOf, newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall, nextAddress, operatorLogin } from './desk-calls.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

async function operatorToken(): Promise<string> {
  const { email, password } = demoOperator('perm');
  return (await operatorLogin(perm, { email, password })).token!;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const utf8 = (text: string) => new TextEncoder().encode(text.replace('Кодировка=Windows', 'Кодировка=UTF-8'));
let numbers = 500;
/** A payment order number no other test of the file uses, so each statement's payments are new. */
const nextNumber = () => String((numbers += 1));

const importFile = (token: string, bytes: Uint8Array, fileName = 'kl_to_1c.txt') =>
  deskCall(perm, token, 'POST', 'bank-statements/import', { fileName, content: base64(bytes) });

describe('the desk’s bank-statement import', () => {
  it('pays a Windows-1251 statement by UIN and sum, reports each line, and answers the same file again without paying', async () => {
    const token = await operatorToken();
    const driver = await newDriver(perm);
    const paid = (await createRefill(perm, driver, '1500.50')).result;
    const other = (await createRefill(perm, driver, '700')).result;
    const file = cp1251(
      statement([
        { number: nextNumber(), sum: '1500.50', code: paid.UIN },
        { number: nextNumber(), sum: '100.00', code: '03559999999999999990' },
        { number: nextNumber(), sum: '699.99', code: other.UIN },
        { number: nextNumber(), sum: '50.00', code: paid.UIN, to: '40702810000000000001' },
        { number: nextNumber(), sum: 'много', code: paid.UIN },
        { number: nextNumber(), sum: '20.00', purpose: 'Оплата без УИН' },
      ]),
    );
    const first = await importFile(token, file, 'выписка.txt');
    expect(first).toMatchObject({
      status: 'ok',
      repeated: false,
      import: { fileName: 'выписка.txt', operator: demoOperator('perm').name, lines: 6, paid: 1, alreadyPaid: 0, unmatched: 5 },
    });
    const lines = first.lines as { result: string; reason: string | null; receiptnumber: string | null; amount: number | null }[];
    expect(lines.map((l) => [l.result, l.reason])).toEqual([
      ['paid', null],
      ['unmatched', 'unknownUin'],
      ['unmatched', 'sumMismatch'],
      ['unmatched', 'notIncoming'],
      ['unmatched', 'invalid'],
      ['unmatched', 'unknownUin'],
    ]);
    expect(lines[0]).toMatchObject({ amount: 150_050, receiptnumber: paid.receiptnumber });
    expect(await balanceOf(perm, driver.id)).toBe(150_050);
    expect((await documentOf(perm, paid.receiptnumber)).status).toBe('paid');
    expect((await documentOf(perm, other.receiptnumber)).status).toBe('issued');

    // The very same file: the first report, nothing paid, no second record.
    const again = await importFile(token, file, 'copy.txt');
    expect(again).toMatchObject({ status: 'ok', repeated: true, import: first.import, lines: first.lines });
    expect(await balanceOf(perm, driver.id)).toBe(150_050);
    const sha = (first.import as { sha256: string }).sha256;
    expect(await perm.db.selectFrom('operator_bank_statement_import').select('id').where('sha256', '=', sha).execute()).toHaveLength(1);
  });

  it('reads UTF-8, and a later statement overlapping an earlier one pays nothing twice', async () => {
    const token = await operatorToken();
    const driver = await newDriver(perm);
    const doc = (await createRefill(perm, driver, '300')).result;
    const unknown = { number: nextNumber(), sum: '10.00', code: '03559999999999999990' };
    const payment = { number: nextNumber(), sum: '300,00', code: doc.UIN };
    expect(await importFile(token, utf8(statement([payment, unknown])))).toMatchObject({ import: { paid: 1, unmatched: 1 } });
    const later = await deskCall(perm, token, 'POST', 'bank-statements/import', {
      fileName: 'week.txt',
      content: base64(cp1251(statement([payment, unknown, { number: nextNumber(), sum: '300.00', code: doc.UIN }]))),
    });
    expect(later).toMatchObject({ repeated: false, import: { lines: 3, paid: 0, alreadyPaid: 1, unmatched: 2 } });
    expect((later.lines as { result: string; reason: string | null }[]).map((l) => [l.result, l.reason])).toEqual([
      ['alreadyPaid', null],
      ['unmatched', 'seenBefore'],
      ['unmatched', 'paidTwice'],
    ]);
    expect(await balanceOf(perm, driver.id)).toBe(30_000);
  });

  it('reports a payment for a document past its time expired and pays nothing', async () => {
    const driver = await newDriver(perm);
    const doc = (await createRefill(perm, driver, '400')).result;
    clock.set(permTime('2026-12-24', '10:00'));
    // Signed in on the day of the import: a desk session lasts a shift, not a month.
    const token = await operatorToken();
    const answer = await importFile(token, cp1251(statement([{ number: nextNumber(), sum: '400.00', code: doc.UIN }])));
    expect(answer).toMatchObject({ import: { paid: 0, unmatched: 1 }, lines: [{ result: 'unmatched', reason: 'expired', receiptnumber: doc.receiptnumber }] });
    expect(await balanceOf(perm, driver.id)).toBe(0);
    expect((await documentOf(perm, doc.receiptnumber)).status).toBe('expired');
  });

  it('refuses a file that is not a 1C statement, bad fields and a body over the limit, writing nothing', async () => {
    const token = await operatorToken();
    const count = async () => (await perm.db.selectFrom('operator_bank_statement_import').select('id').execute()).length;
    const before = await count();
    // Not a statement: the file's field is named, and its words are the catalogue's.
    expect(await importFile(token, new TextEncoder().encode('Номер;Сумма\n1;2'))).toMatchObject({
      errorName: 'ValidationError',
      fields: { content: 'InvalidFormat' },
      userMessage: expect.any(String),
    });
    expect(await importFile(token, cp1251('1CClientBankExchange\r\nСекцияДокумент=Платежное поручение\r\nСумма=1\r\n'))).toMatchObject({
      fields: { content: 'InvalidFormat' },
    });
    expect(await deskCall(perm, token, 'POST', 'bank-statements/import', { fileName: 'a.txt', content: 'not base64!' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { content: expect.any(String) },
    });
    expect(await deskCall(perm, token, 'POST', 'bank-statements/import', { fileName: '', content: base64(utf8(statement([]))) })).toMatchObject({
      errorName: 'ValidationError',
      fields: { fileName: 'RequiredField' },
    });
    const huge = await perm.app.inject({
      method: 'POST',
      url: perm.api('/api/operator/bank-statements/import/v1'),
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ fileName: 'big.txt', content: 'A'.repeat(BANK_STATEMENT_BODY_MAX) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errorName: 'PayloadTooLarge' });
    expect(await count()).toBe(before);
  });

  it('refuses a driver’s token on both routes', async () => {
    const driver = await newDriver(perm);
    const doc = (await createRefill(perm, driver, '250')).result;
    const file = cp1251(statement([{ number: nextNumber(), sum: '250.00', code: doc.UIN }]));
    expect(await importFile(driver.token, file)).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await deskCall(perm, driver.token, 'GET', 'bank-statements')).toMatchObject({ errorName: 'TokenNotFound' });
    expect(await deskCall(perm, 'no-such-token', 'GET', 'bank-statements')).toMatchObject({ status: 'error' });
    expect(await balanceOf(perm, driver.id)).toBe(0);
  });
});

describe('the desk’s bank-statement import before its body', () => {
  it('refuses a call without an operator’s token before reading its body: no size or JSON check answers first', async () => {
    // Over the route's body limit and not JSON: had the body been read, the answer would be 413 or 400.
    const payload = '{'.repeat(BANK_STATEMENT_BODY_MAX + 1);
    const driver = await newDriver(perm);
    for (const headers of [{}, { authorization: `Bearer ${driver.token}` }, { authorization: 'Bearer no-such-token' }]) {
      const response = await perm.app.inject({
        method: 'POST',
        url: perm.api('/api/operator/bank-statements/import/v1'),
        remoteAddress: nextAddress(),
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    }
  });
});

describe('the desk’s list of bank-statement imports', () => {
  it('lists imports newest first in keyset pages', async () => {
    const token = await operatorToken();
    const files = BANK_STATEMENTS_PAGE_SIZE + 2;
    for (let i = 0; i < files; i += 1)
      await importFile(token, utf8(statement([{ number: nextNumber(), sum: '1.00', code: '03559999999999999990' }])), `day-${i}.txt`);
    const first = await deskCall(perm, token, 'GET', 'bank-statements');
    const items = first.items as { id: number; fileName: string }[];
    expect(items).toHaveLength(BANK_STATEMENTS_PAGE_SIZE);
    expect(items[0]!.fileName).toBe(`day-${files - 1}.txt`);
    expect(items.every((item, i) => i === 0 || item.id < items[i - 1]!.id)).toBe(true);
    const second = await deskCall(perm, token, 'GET', 'bank-statements', { before: String(first.next) });
    expect((second.items as { id: number }[])[0]!.id).toBeLessThan(items.at(-1)!.id);
    expect(await deskCall(perm, token, 'GET', 'bank-statements', { before: 'x' })).toMatchObject({ errorName: 'ValidationError' });
  });
});
