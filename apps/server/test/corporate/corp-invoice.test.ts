import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../src/modules/corporate/seed/seed-company.ts';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { deskCall, operatorLogin } from '../operator/desk-calls.ts';
import { COMPANY, PERSON, bankPay, createRefill, documentOf, type ReceiptAnswer } from '../payment-documents/document-fixtures.ts';
import { cp1251, statement } from '../payment-documents/statement-fixtures.ts';
import { api, balanceOf, newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';
import { corpProfile, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** The demo company as the invoice's payer: a legal entity with the company's own INN. */
const THE_COMPANY = { ...COMPANY, name: DEMO_COMPANY.name, inn: DEMO_COMPANY.inn };

const companyBalance = async (coop: string) => (await corpProfile(perm, coop)).balance;
/** The company's invoice: the driver's call with a coop token in the query. */
const companyInvoice = (coop: string, sum: string, payer: object = THE_COMPANY) => createRefill(perm, { id: 0, token: coop }, sum, payer);
const companyRows = (paymentId: string) => perm.db.selectFrom('company_operation').selectAll().where('payment_id', '=', paymentId).execute();
let numbers = 900;
const nextNumber = () => String((numbers += 1));

async function importStatement(bytes: Uint8Array) {
  const { email, password } = demoOperator('perm');
  const token = (await operatorLogin(perm, { email, password })).token!;
  return deskCall(perm, token, 'POST', 'bank-statements/import', { fileName: 'kl_to_1c.txt', content: Buffer.from(bytes).toString('base64') });
}

describe('a company’s top-up by invoice', () => {
  it('issues the company’s invoice, and the bank statement credits the company once however often it is imported', async () => {
    const coop = await demoCompanyToken(perm);
    const before = await companyBalance(coop);
    const invoice = (await companyInvoice(coop, '2500,50')).result;
    expect(invoice).toMatchObject({ sum: 250_050, status: 'issued', type: 'legal', kind: 'invoice', receiptname: 'Пополнение баланса' });

    const row = await documentOf(perm, invoice.receiptnumber);
    expect(row).toMatchObject({ driver_id: null, kind: 'invoice', purpose: 'refill', payer: { inn: DEMO_COMPANY.inn, name: DEMO_COMPANY.name } });
    expect(Number(row.company_id)).toBeGreaterThan(0);
    const payment = await perm.db.selectFrom('provider_payment').selectAll().where('id', '=', row.payment_id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ driver_id: null, purpose: 'companyRefill', status: 'wait', details: { companyId: Number(row.company_id) } });
    // Issued, not paid: nothing credited yet.
    expect(await companyBalance(coop)).toBe(before);

    const file = cp1251(statement([{ number: nextNumber(), sum: '2500.50', code: invoice.UIN }]));
    expect(await importStatement(file)).toMatchObject({ status: 'ok', repeated: false, import: { paid: 1 } });
    // The same statement again, and the same money again under a new order: nothing more.
    expect(await importStatement(file)).toMatchObject({ status: 'ok', repeated: true });
    expect(await importStatement(cp1251(statement([{ number: nextNumber(), sum: '2500.50', code: invoice.UIN }])))).toMatchObject({
      status: 'ok',
      import: { paid: 0 },
    });

    expect(await companyBalance(coop)).toBeCloseTo(before + 2500.5, 2);
    const rows = await companyRows(row.payment_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'refill', amount: 250_050, idempotency_key: `payment:${row.payment_id}` });
    expect((await documentOf(perm, invoice.receiptnumber)).status).toBe('paid');
  });

  it('is paid by the demo bank too, and a second payment of it credits nothing', async () => {
    const coop = await demoCompanyToken(perm);
    const before = await companyBalance(coop);
    const invoice = (await companyInvoice(coop, '300')).result;
    const paid = await Promise.all([bankPay(perm, invoice.UIN, '300'), bankPay(perm, invoice.UIN, '300')]);
    expect(paid.map((answer) => answer.result.outcome).sort()).toEqual(['alreadyPaid', 'paid']);
    expect(await companyBalance(coop)).toBeCloseTo(before + 300, 2);
  });

  it('keeps the company’s invoices from drivers and drivers’ documents from the company', async () => {
    const coop = await demoCompanyToken(perm);
    const driver = await newDriver(perm);
    const mine = (await companyInvoice(coop, '100')).result;
    const theirs = (await createRefill(perm, driver, '100')).result;

    const list = (token: string) => api(perm).get<{ result: ReceiptAnswer[] }>('/api/receipt-list', { token });
    const companyList = (await list(coop)).result.map((r) => r.receiptnumber);
    expect(companyList).toContain(mine.receiptnumber);
    expect(companyList).not.toContain(theirs.receiptnumber);
    const driverList = (await list(driver.token)).result.map((r) => r.receiptnumber);
    expect(driverList).toEqual([theirs.receiptnumber]);

    const pdf = (token: string, number: string) => perm.app.inject({ url: perm.api(`/api/receipt?token=${token}&receiptnumber=${number}`) });
    const own = await pdf(coop, mine.receiptnumber);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await pdf(driver.token, mine.receiptnumber)).json()).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });
    expect((await pdf(coop, theirs.receiptnumber)).json()).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });

    const send = (token: string, receiptnumber: string, email: string) => api(perm).get('/api/sendreceipt', { token, receiptnumber, email });
    expect(await send(coop, mine.receiptnumber, 'accounts@prikamye.test')).toEqual({ status: 'ok' });
    expect(await send(driver.token, mine.receiptnumber, 'thief@mail.ru')).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });
    expect(await send(coop, theirs.receiptnumber, 'thief@mail.ru')).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });
  });

  it('credits a driver’s slip to the driver, never to the company', async () => {
    const coop = await demoCompanyToken(perm);
    const before = await companyBalance(coop);
    const driver: TestDriver = await newDriver(perm);
    const slip = (await createRefill(perm, driver, '150')).result;
    expect((await bankPay(perm, slip.UIN, '150')).result.outcome).toBe('paid');
    expect(await balanceOf(perm, driver.id)).toBe(15_000);
    expect(await companyBalance(coop)).toBe(before);
  });

  it.each([
    [{ sum: '0' }, { errorName: 'ValidationError', fields: { sum: 'SumMustBeGreaterThanZero' } }],
    [{ sum: '15000.01' }, { errorName: 'RefillAmountCanNotBeMaxAllowable' }],
    [{ payer: PERSON }, { errorName: 'ValidationError', fields: { 'payer.type': 'InvalidFormat' } }],
    [{ payer: COMPANY }, { errorName: 'ValidationError', fields: { 'payer.inn': 'InvalidFormat' } }],
  ])('refuses %o with a coop token and writes nothing', async (patch, answer) => {
    const coop = await demoCompanyToken(perm);
    const count = async () => (await perm.db.selectFrom('payment_document').select('id').execute()).length;
    const before = await count();
    const { sum, payer } = { sum: '100', payer: THE_COMPANY, ...patch };
    expect(await companyInvoice(coop, sum, payer)).toMatchObject({ status: 'error', ...answer });
    expect(await count()).toBe(before);
  });
});
