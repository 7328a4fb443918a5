import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver, tokenOf } from './fixtures/drivers.ts';
import { signInOperator } from './fixtures/operator.ts';
import { balanceOf } from './fixtures/subscriptions.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];

// A journey registers a driver and issues a payment slip through the API before the desk loads.
test.describe.configure({ timeout: 60_000 });
const desk = (language: Language, path = '') => `${language === 'en' ? '/en' : ''}/operator${path}`;

/** Perm's account in config/payees.json, to which drivers' bank payments arrive. */
const PERM_ACCOUNT = '40702810404977001234';
const PERSON = {
  type: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  typeDoc: 1,
  seriesDoc: '5704',
  numberDoc: '123456',
  DateDoc: '2015-06-30',
  issuer: 'Отделом УФМС России по Пермскому краю',
  address: 'г. Пермь, ул. Ленина, д. 1, кв. 2',
};

let serial = Math.floor(Date.now() / 1000) % 1_000_000;
/** A payment order number of this run, so a statement's payments are new to the city each time. */
const orderNumber = () => String(++serial);

/** A driver's payment slip for a top-up of `sum` roubles, issued through the API; answers its UIN. */
async function slipOf(request: APIRequestContext, token: string, sum: string): Promise<string> {
  const response = await request.post(`${cityByCode('perm').apiUrl}/api/creatrefill`, {
    params: { token },
    form: { sum, payer: JSON.stringify(PERSON) },
  });
  const answer = (await response.json()) as { status: string; result: { UIN: string } };
  expect(answer.status, 'the payment slip is issued').toBe('ok');
  return answer.result.UIN;
}

/** Windows-1251, as banks write 1C statements: ASCII, А–я, Ё and ё, №. */
function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (code === 0x401) return 0xa8;
      if (code === 0x451) return 0xb8;
      if (code === 0x2116) return 0xb9;
      return 0x3f;
    }),
  );
}

/** A 1C statement of incoming payments to Perm's account. */
function statement(encoding: 'Windows' | 'UTF-8', payments: { number: string; sum: string; uin: string }[]): string {
  const sections = payments.map((p) =>
    [
      'СекцияДокумент=Платежное поручение',
      `Номер=${p.number}`,
      'Дата=23.11.2026',
      `Сумма=${p.sum}`,
      'ПлательщикСчет=40817810099910004312',
      'Плательщик=Иванов Иван Иванович',
      `ПолучательСчет=${PERM_ACCOUNT}`,
      'ПолучательИНН=5902000103',
      'НазначениеПлатежа=Оплата по квитанции',
      `Код=${p.uin}`,
      'КонецДокумента',
    ].join('\r\n'),
  );
  return ['1CClientBankExchange', 'ВерсияФормата=1.03', `Кодировка=${encoding}`, `РасчСчет=${PERM_ACCOUNT}`, ...sections, 'КонецФайла', ''].join('\r\n');
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test(`[OPERATOR] a bank statement pays a driver's slip and reports the payment it cannot match (${language})`, async ({ page, request }) => {
      const driver = await freshDriver(request, `bank-${language}`);
      const token = await tokenOf(request, driver);
      const before = await balanceOf(request, token);
      const uin = await slipOf(request, token, '1234.50');
      const unknown = `0355999${String(serial).padStart(12, '0')}9`;
      const text = statement(language === 'ru' ? 'Windows' : 'UTF-8', [
        { number: orderNumber(), sum: '1234.50', uin },
        { number: orderNumber(), sum: '100.00', uin: unknown },
      ]);
      // Banks write Windows-1251; a UTF-8 export must read the same.
      const buffer = language === 'ru' ? cp1251(text) : Buffer.from(text, 'utf8');
      const fileName = `kl_to_1c-${language}-${serial}.txt`;

      await signInOperator(page, request);
      await page.goto(desk(language));
      await page
        .getByRole('navigation', { name: say(language, 'desk.nav') })
        .getByRole('link', { name: say(language, 'desk.bankStatements') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'bank.title') })).toBeVisible();
      await page.getByLabel(say(language, 'bank.file')).setInputFiles({ name: fileName, mimeType: 'text/plain', buffer });
      await page.getByRole('button', { name: say(language, 'bank.submit') }).click();

      const report = page.getByRole('status').filter({ hasText: say(language, 'bank.report') });
      await expect(report).toContainText(say(language, 'bank.paid', { count: 1 }));
      await expect(report).toContainText(say(language, 'bank.unmatched', { count: 1 }));
      const unmatched = report.getByRole('table', { name: say(language, 'bank.unmatchedLines') }).getByRole('row');
      await expect(unmatched).toHaveCount(2);
      await expect(unmatched.nth(1).getByRole('cell').first()).toHaveText('2');
      await expect(unmatched.nth(1)).toContainText(unknown);
      await expect(unmatched.nth(1).getByRole('cell').last()).toHaveText(say(language, 'bank.reason.unknownUin'));

      // The import is listed with its counts, and the driver's balance holds the slip's money.
      const listed = page
        .getByRole('region', { name: say(language, 'bank.table') })
        .getByRole('row')
        .filter({ hasText: fileName });
      await expect(listed).toBeVisible();
      await expect(listed.getByRole('cell').nth(4)).toHaveText('1');
      await expect(listed.getByRole('cell').nth(6)).toHaveText('1');
      expect(await balanceOf(request, token)).toBeCloseTo(before + 1234.5, 2);

      // The same file again: its earlier report, and nothing paid twice.
      await page.getByLabel(say(language, 'bank.file')).setInputFiles({ name: fileName, mimeType: 'text/plain', buffer });
      await page.getByRole('button', { name: say(language, 'bank.submit') }).click();
      await expect(report).toContainText(say(language, 'bank.repeated', { date: '', operator: '' }).slice(0, 12));
      expect(await balanceOf(request, token)).toBeCloseTo(before + 1234.5, 2);
    });
  });
}
