import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { isValidUin } from '@city-parking/contract/fines/uin';
import { decodePdfQr } from '../helpers/decode-qr.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime } from '../sessions/session-fixtures.ts';
import { COMPANY, createRefill, createSubscription, documentOf, PERSON, receiptPdf } from './document-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const {
  cities: [perm, rostov],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {}, { city: 'rostov' });

const pdfText = async (payload: Buffer) => (await new PDFParse({ data: payload }).getText()).text.replace(/\s+/g, ' ');

describe('a payment slip for a top-up', () => {
  it('answers the new document with its number, a UIN of its own and the sum in kopecks', async () => {
    const driver = await newDriver(perm);
    const answer = await createRefill(perm, driver, '1500,50');
    expect(answer).toMatchObject({
      status: 'ok',
      result: {
        receiptnumber: expect.stringMatching(/^\d{6,}$/),
        sum: 150_050,
        status: 'issued',
        type: 'individual',
        kind: 'slip',
        receiptname: 'Пополнение баланса',
      },
    });
    const { UIN, receiptnumber } = answer.result;
    expect(UIN).toMatch(/^03559\d{15}$/);
    expect(isValidUin(UIN)).toBe(true);
    // Valid 30 days, to the instant.
    expect(answer.result.payUntil).toBe(new Date(permTime('2026-12-23', '10:00').getTime() - 1).toISOString());
    const row = await documentOf(perm, receiptnumber);
    expect(row).toMatchObject({ driver_id: driver.id, kind: 'slip', purpose: 'refill', uin: UIN, status: 'issued', paid_at: null });
    expect(row.payer).toEqual(PERSON);
    // The waiting payment the bank's money will complete, in the history from now.
    const payment = await perm.db.selectFrom('provider_payment').selectAll().where('id', '=', row.payment_id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'wait', purpose: 'refill', method: 'receipt', expires_at: null });
    expect(Number(payment.amount)).toBe(150_050);
    const history = await perm.db.selectFrom('operation').select(['type', 'status']).where('payment_id', '=', row.payment_id).execute();
    expect(history).toEqual([{ type: 'refill', status: 'wait' }]);
  });

  it('gives every document its own number and UIN', async () => {
    const driver = await newDriver(perm);
    const answers = await Promise.all([1, 2, 3].map((i) => createRefill(perm, driver, String(i * 100))));
    expect(new Set(answers.map((a) => a.result.UIN)).size).toBe(3);
    expect(new Set(answers.map((a) => a.result.receiptnumber)).size).toBe(3);
    const list = await api(perm).get<{ result: { receiptnumber: string; sum: number }[] }>('/api/receipt-list', { token: driver.token });
    expect(list.result.map((r) => r.sum).sort()).toEqual([10_000, 20_000, 30_000]);
  });

  it('prints the slip with the payee, the payer, the purpose, the UIN and the QR code, in the request language', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '1500.50');
    const ru = await receiptPdf(perm, driver, result.receiptnumber);
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe('application/pdf');
    expect(ru.headers['content-disposition']).toBe('inline; filename="receipt.pdf"');
    expect(ru.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(ru.rawPayload);
    expect(text).toContain(`Квитанция на оплату № ${result.receiptnumber} от 23.11.2026`);
    expect(text).toContain('Пермь');
    expect(text).toContain('ИНН: 5902000103, КПП: 590201001');
    expect(text).toContain('Расчётный счёт: 40702810404977001234');
    expect(text).toContain('БИК: 045773777, Корр. счёт: 30101810700000000777');
    expect(text).toContain('Иванов Иван Иванович');
    expect(text).toContain('Паспорт: 5704 123456, выдан 30.06.2015');
    expect(text).toContain(`Пополнение баланса парковочного счёта. УИН ${result.UIN}`);
    expect(text).toContain('1 500,50');
    expect(text).toContain(`УИН: ${result.UIN}`);
    expect(text).toContain('Оплатить до 23.12.2026');
    const en = await pdfText((await receiptPdf(perm, driver, result.receiptnumber, 'en')).rawPayload);
    expect(en).toContain(`Payment slip No. ${result.receiptnumber} of 23.11.2026`);
    expect(en).toContain('Perm City Parking (demo)');
    expect(en).toContain('Sum: 1 500.50');
  });

  it('prints a QR code that a banking app reads as the ГОСТ payment string of the slip and of the invoice', async () => {
    const driver = await newDriver(perm);
    const slip = (await createRefill(perm, driver, '1500.50')).result;
    const slipQr = await decodePdfQr((await receiptPdf(perm, driver, slip.receiptnumber)).rawPayload);
    expect(slipQr?.split('|')).toEqual(
      expect.arrayContaining([
        'ST00012',
        'PersonalAcc=40702810404977001234',
        'BIC=045773777',
        'CorrespAcc=30101810700000000777',
        'PayeeINN=5902000103',
        'Sum=150050',
        `UIN=${slip.UIN}`,
        'LastName=Иванов',
      ]),
    );
    const invoice = (await createRefill(perm, driver, '2000', COMPANY)).result;
    const invoiceQr = await decodePdfQr((await receiptPdf(perm, driver, invoice.receiptnumber)).rawPayload);
    expect(invoiceQr?.split('|')).toEqual(expect.arrayContaining(['ST00012', 'Sum=200000', `UIN=${invoice.UIN}`]));
  });

  it('shows a document to its owner only, and an unknown number the same way', async () => {
    const owner = await newDriver(perm);
    const other = await newDriver(perm);
    const { result } = await createRefill(perm, owner, '100');
    for (const [driver, number] of [
      [other, result.receiptnumber],
      [owner, '999999999'],
    ] as const) {
      const answer = await receiptPdf(perm, driver, number);
      expect(answer.json()).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound', userMessage: 'Квитанция не найдена' });
    }
    const list = await api(perm).get<{ result: unknown[] }>('/api/receipt-list', { token: other.token });
    expect(list.result).toEqual([]);
  });
});

describe('an invoice for a legal entity', () => {
  it('prints both parties and the VAT at 22 % included in the sum', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '1500.50', COMPANY);
    expect(result).toMatchObject({ type: 'legal', kind: 'invoice', sum: 150_050 });
    const text = await pdfText((await receiptPdf(perm, driver, result.receiptnumber)).rawPayload);
    expect(text).toContain(`Счёт на оплату № ${result.receiptnumber} от 23.11.2026`);
    expect(text).toContain('Поставщик');
    expect(text).toContain('614000, г. Пермь, ул. Ленина, д. 1');
    expect(text).toContain('Покупатель ПАО Сбербанк');
    expect(text).toContain('ИНН: 7707083893, КПП: 773601001');
    expect(text).toContain('ОГРН: 1027700132195');
    expect(text).toContain('Итого к оплате: 1 500,50');
    // 150 050 × 22 / 122 = 27 058.03 kopecks.
    expect(text).toContain('В том числе НДС 22 %: 270,58');
    const en = await pdfText((await receiptPdf(perm, driver, result.receiptnumber, 'en')).rawPayload);
    expect(en).toContain('VAT 22 % included: 270.58');
  });
});

describe('a payment document for a subscription', () => {
  it('fixes the offer, the plate and the period as a purchase would', async () => {
    const driver = await newDriver(perm);
    const answer = await createSubscription(perm, driver, 'AB-WEEK', 'к200кк159', '2026-11-24');
    expect(answer.result).toMatchObject({ sum: 200_000, receiptname: 'Абонемент «Абонемент на неделю», К200КК159' });
    const row = await documentOf(perm, answer.result.receiptnumber);
    expect(row.subject).toMatchObject({ code: 'AB-WEEK', plate: 'К200КК159', zones: '#', start: permTime('2026-11-24', '00:00').toISOString() });
    // Until the end of its first day.
    expect(row.expires_at).toEqual(permTime('2026-11-25', '00:00'));
    const text = await pdfText((await receiptPdf(perm, driver, answer.result.receiptnumber)).rawPayload);
    expect(text).toContain('Абонемент «Абонемент на неделю», ТС К200КК159, с 24.11.2026 по 30.11.2026');
  });

  it('refuses what the purchase refuses, naming the plate as grz', async () => {
    const driver = await newDriver(perm);
    expect(await createSubscription(perm, driver, 'NO-SUCH', 'К200КК159', '2026-11-24')).toMatchObject({
      errorName: 'ValidationError',
      fields: { codeSubscription: 'InvalidFormat' },
    });
    expect(await createSubscription(perm, driver, 'AB-WEEK', 'Q1', '2026-11-24')).toMatchObject({
      errorName: 'ValidationError',
      fields: { grz: expect.any(String) },
    });
    expect(await createSubscription(perm, driver, 'AB-WEEK', 'К200КК159', '2027-03-01')).toMatchObject({
      errorName: 'ValidationError',
      fields: { timestart: expect.any(String) },
    });
  });
});

describe('refusals', () => {
  it('names each wrong payer field with its translated error and writes nothing', async () => {
    const driver = await newDriver(perm);
    const before = await perm.db
      .selectFrom('payment_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const wrong = await createRefill(perm, driver, '100', { ...COMPANY, inn: '7707083894', ogrn: '10277001321', kpp: '' });
    expect(wrong).toMatchObject({
      status: 'error',
      errorName: 'ValidationError',
      fields: { 'payer.inn': 'InnCheckDigitWrong', 'payer.ogrn': 'OgrnMustBe13Digits', 'payer.kpp': 'RequiredField' },
    });
    const person = await createRefill(perm, driver, '100', { ...PERSON, seriesDoc: '57 04', DateDoc: '1815-01-01', middleName: '' }, 'en');
    expect(person).toMatchObject({ fields: { 'payer.seriesDoc': 'OnlyDigitsAllowed', 'payer.DateDoc': 'DateIncorrect', 'payer.middleName': 'RequiredField' } });
    expect(person.userMessage).toBe('Please check the fields');
    expect(await createRefill(perm, driver, '0')).toMatchObject({ errorName: 'ValidationError', fields: { sum: 'SumMustBeGreaterThanZero' } });
    expect(await createRefill(perm, driver, '20000')).toMatchObject({ errorName: 'RefillAmountCanNotBeMaxAllowable' });
    expect(await createRefill(perm, driver, '100', 'not json' as unknown as object)).toMatchObject({
      errorName: 'ValidationError',
      fields: { payer: 'InvalidFormat' },
    });
    const after = await perm.db
      .selectFrom('payment_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses in a city that takes no payment documents', async () => {
    const driver = await newDriver(rostov);
    expect(await createRefill(rostov, driver, '100')).toMatchObject({
      errorName: 'PaymentDocumentsUnavailable',
      userMessage: 'Оплата по квитанции в этом городе недоступна',
    });
  });

  it('refuses without a valid token', async () => {
    expect(await api(perm).post('/api/creatrefill?token=nope', { sum: '100', payer: JSON.stringify(PERSON) })).toMatchObject({ errorName: 'TokenNotFound' });
  });
});
