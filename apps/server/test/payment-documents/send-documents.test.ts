import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { recipientHash } from '../../src/modules/payment-documents/document-letters.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';
import { COMPANY, createRefill } from './document-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const {
  clock,
  cities: [perm],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {});

let ips = 0;
/** A client of its own address per test, so that the per-address limit counts only that test's calls. */
const client = (language = 'ru') => {
  ips += 1;
  return apiClient(perm, { ip: `10.7.0.${ips}`, language });
};

const send = (driver: TestDriver, receiptnumber: string, email: string, language = 'ru') =>
  client(language).get<{ fields?: Record<string, string> }>('/api/sendreceipt', { token: driver.token, receiptnumber, email });

interface OutboxMail {
  channel: string;
  to: string;
  text: string;
  attachments: { name: string; type: string; size: number; url: string }[];
}
const outboxTo = async (to: string) => (await client().get<{ result: OutboxMail[] }>('/dev/outbox', { to })).result;

describe('GET /api/sendreceipt', () => {
  it("e-mails the owner's document as a PDF attachment, kept in the demo outbox with its bytes", async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '1500,50');
    expect(await send(driver, result.receiptnumber, ' Boss@Firm.ru ')).toEqual({ status: 'ok' });

    const [mail, ...more] = await outboxTo('Boss@Firm.ru');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', to: 'boss@firm.ru' });
    expect(mail!.text).toContain(`Квитанция на оплату № ${result.receiptnumber} от 23.11.2026`);
    expect(mail!.text).toContain(`УИН: ${result.UIN}`);
    expect(mail!.text).toMatch(/Сумма: 1\s500,50\s₽/);
    expect(mail!.attachments).toEqual([
      { name: 'receipt.pdf', type: 'application/pdf', size: expect.any(Number), url: expect.stringMatching(/^outbox\/attachment\?id=\d+$/) },
    ]);

    const file = await perm.app.inject({ method: 'GET', url: perm.api(`/dev/${mail!.attachments[0]!.url}`) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.byteLength).toBe(mail!.attachments[0]!.size);
    const text = (await new PDFParse({ data: file.rawPayload }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain(result.UIN);
  });

  it('writes the letter and the document in the request language; an invoice for a company', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '1000', COMPANY);
    expect(await send(driver, result.receiptnumber, 'accounts@firm.ru', 'en')).toEqual({ status: 'ok' });
    const [mail] = await outboxTo('accounts@firm.ru');
    expect(mail!.text).toContain(`Invoice No. ${result.receiptnumber} of 23.11.2026`);
    expect(mail!.text).toContain('The document is attached (receipt.pdf).');
  });

  it("refuses another driver's number as an unknown one, and sends nothing", async () => {
    const [owner, other] = await Promise.all([newDriver(perm), newDriver(perm)]);
    const { result } = await createRefill(perm, owner, '500');
    expect(await send(other, result.receiptnumber, 'thief@mail.ru')).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });
    expect(await send(owner, '999999999', 'owner@mail.ru')).toMatchObject({ status: 'error', errorName: 'PaymentDocumentNotFound' });
    expect(await outboxTo('thief@mail.ru')).toEqual([]);
    expect(await outboxTo('owner@mail.ru')).toEqual([]);
  });

  it.each([
    ['', 'ReceiptEmailRequired', 'Необходимо заполнить'],
    [`${'a'.repeat(43)}@mail.ru`, 'ReceiptEmailTooLong', 'Длинна не более 50 символов'],
    ['driver@mail', 'ReceiptEmailFormat', 'Неверный формат адреса'],
  ])('refuses the address %j with the field error %s, and sends nothing', async (email, errorName, text) => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '500');
    const before = await perm.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await send(driver, result.receiptnumber, email);
    expect(answer).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { email: errorName } });
    expect(answer.fields).toEqual({ email: errorName });
    const after = await perm.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The field's text, as the form shows it.
    const { ERROR_TEXTS } = await import('@city-parking/contract/errors/error-texts');
    expect(ERROR_TEXTS.ru[errorName as keyof typeof ERROR_TEXTS.ru]).toBe(text);
  });

  it('asks for a token of a driver', async () => {
    expect(await client().get('/api/sendreceipt', { token: 'no-such-token', receiptnumber: '1', email: 'a@b.ru' })).toMatchObject({
      status: 'error',
      errorName: 'TokenNotFound',
    });
  });

  it('limits the letters of one account, from any address', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '500');
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await send(driver, result.receiptnumber, `limit${i}@mail.ru`));
    expect(answers.slice(0, 10).every((a) => a.status === 'ok')).toBe(true);
    expect(answers[10]).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
  });

  it('sends one address at most 5 letters a day on the city’s clock, from all accounts together', async () => {
    const [first, second] = await Promise.all([newDriver(perm), newDriver(perm)]);
    const [mine, theirs] = await Promise.all([createRefill(perm, first, '500'), createRefill(perm, second, '700')]);
    for (let i = 0; i < 4; i += 1) expect(await send(first, mine.result.receiptnumber, 'Stranger@Mail.ru')).toEqual({ status: 'ok' });
    expect(await send(second, theirs.result.receiptnumber, 'stranger@mail.ru')).toEqual({ status: 'ok' });
    // The sixth, whoever asks, is refused in words and not sent; other addresses still get theirs.
    const refused = await send(second, theirs.result.receiptnumber, ' stranger@mail.ru', 'en');
    expect(refused).toMatchObject({
      status: 'error',
      errorName: 'ReceiptMailLimit',
      userMessage: 'Too many payment documents have been e-mailed today. Try again tomorrow',
    });
    expect(await send(first, mine.result.receiptnumber, 'stranger@mail.ru')).toMatchObject({ errorName: 'ReceiptMailLimit' });
    expect(await outboxTo('stranger@mail.ru')).toHaveLength(5);
    expect(await send(first, mine.result.receiptnumber, 'accountant@mail.ru')).toEqual({ status: 'ok' });
    // The table keeps the address's hash only.
    const kept = await perm.db.selectFrom('document_letter').select('recipient_hash').where('driver_id', '=', first.id).execute();
    expect(kept.map((row) => row.recipient_hash)).toContain(recipientHash('stranger@mail.ru'));
    expect(JSON.stringify(kept)).not.toContain('stranger');
    // The city's next day (midnight in Perm) starts the count again.
    clock.set(permTime('2026-11-24', '00:00'));
    expect(await send(first, mine.result.receiptnumber, 'stranger@mail.ru')).toEqual({ status: 'ok' });
  });

  it('lets one account e-mail at most 20 letters a day, counted in the database', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '500');
    // Twenty letters earlier today, as another server process would have recorded them.
    const earlier = permTime('2026-11-23', '08:00');
    await perm.db
      .insertInto('document_letter')
      .values(Array.from({ length: 20 }, (_, i) => ({ driver_id: driver.id, recipient_hash: recipientHash(`earlier${i}@mail.ru`), sent_at: earlier })))
      .execute();
    expect(await send(driver, result.receiptnumber, 'one-more@mail.ru')).toMatchObject({ status: 'error', errorName: 'ReceiptMailLimit' });
    expect(await outboxTo('one-more@mail.ru')).toEqual([]);
    clock.set(permTime('2026-11-24', '09:00'));
    expect(await send(driver, result.receiptnumber, 'one-more@mail.ru')).toEqual({ status: 'ok' });
    // Yesterday's rows of the account are gone with the first letter of the new day.
    const left = await perm.db.selectFrom('document_letter').select('sent_at').where('driver_id', '=', driver.id).execute();
    expect(left).toHaveLength(1);
  });
});
