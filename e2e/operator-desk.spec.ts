import { ERROR_TEXTS_EN } from '@city-parking/contract/errors/error-texts-en';
import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';
import { APPEAL_STATUS_TITLES } from '@city-parking/contract/feedback/appeal-status';
import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { freshDriver, tokenOf } from './fixtures/drivers.ts';
import { appealsApi, demoOperator, enterDeskCode, signInOperator } from './fixtures/operator.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];

// A journey registers a driver or imports a file through the API before its page loads.
test.describe.configure({ timeout: 60_000 });
const ERRORS = { ru: ERROR_TEXTS_RU, en: ERROR_TEXTS_EN };
const desk = (language: Language, path = '') => `${language === 'en' ? '/en' : ''}/operator${path}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A 1×1 PNG: the import checks a photo's bytes, not just its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let serial = Math.floor(Date.now() / 1000) % 1_000_000_000;
/** A fresh city-parking UIN (0355…) with its check digit, computed by the contract's helper; each language's workers have their own. */
const newUin = (language: Language) => withUinCheckDigit(`0355${language === 'ru' ? 1 : 2}${String(++serial).padStart(14, '0')}`);

async function signInOnDesk(page: Page, language: Language, password = demoOperator().password): Promise<void> {
  await page.goto(desk(language));
  await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.signIn.title') })).toBeVisible();
  await page.getByLabel(say(language, 'desk.signIn.email')).fill(demoOperator().email);
  await page.getByLabel(say(language, 'desk.signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say(language, 'desk.signIn.submit') }).click();
  if (password === demoOperator().password) await enterDeskCode(page, language, demoOperator().email);
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test(`[OPERATOR] a driver's appeal is answered on the desk and the driver reads the answer (${language})`, async ({ page, request }) => {
      const driver = await freshDriver(request, `desk-${language}`);
      const driverApi = appealsApi(request, await tokenOf(request, driver));
      const question = `Почему пришёл штраф? ${language} ${Date.now()}`;
      const id = await driverApi.open(driver, question);

      await signInOnDesk(page, language);
      await expect(page.getByRole('button', { name: say(language, 'desk.logout') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.inbox.title') })).toBeVisible();

      // The inbox filtered to new appeals, newest first: the driver's appeal is there.
      await page.getByLabel(say(language, 'desk.inbox.status')).selectOption('registered');
      const row = page.getByRole('link', { name: new RegExp(`^${escape(say(language, 'desk.inbox.number', { id }))} ·`) });
      await expect(row).toContainText(question);
      await row.click();

      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.thread.title', { id }) })).toBeVisible();
      await expect(page.getByText(question)).toBeVisible();
      const answer = `Штраф отменят, ${language}`;
      await page.getByLabel(say(language, 'desk.thread.reply')).fill(answer);
      await page.getByLabel(say(language, 'desk.thread.replyStatus')).selectOption('inWork');
      await page.getByRole('button', { name: say(language, 'desk.thread.send') }).click();
      await expect(page.getByRole('status').filter({ hasText: say(language, 'desk.thread.sent') })).toBeVisible();
      const log = page.getByRole('region', { name: say(language, 'desk.thread.actions') });
      const title = (status: keyof typeof APPEAL_STATUS_TITLES) => APPEAL_STATUS_TITLES[status][language];
      await expect(log).toContainText(
        `${demoOperator().name}: ${say(language, 'desk.thread.actionReply', { from: title('registered'), to: title('inWork') })}`,
      );
      // The status control shows the status the reply set: «Изменить статус» offers nothing to undo.
      await expect(page.getByLabel(say(language, 'desk.thread.status'))).toHaveValue('inWork');
      await expect(page.getByRole('button', { name: say(language, 'desk.thread.setStatus') })).toBeDisabled();

      await page.getByLabel(say(language, 'desk.thread.status')).selectOption('completed');
      await page.getByRole('button', { name: say(language, 'desk.thread.setStatus') }).click();
      await expect(page.getByRole('status').filter({ hasText: say(language, 'desk.thread.statusSet') })).toBeVisible();
      await expect(log).toContainText(say(language, 'desk.thread.actionStatus', { from: title('inWork'), to: title('completed') }));

      // Signing out returns to the sign-in.
      await page.getByRole('button', { name: say(language, 'desk.logout') }).click();
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.signIn.title') })).toBeVisible();

      // The driver reads the answer in their own thread, and the appeal shows as completed.
      await signInAs(page, request, driver.email, driver.password);
      await page.goto(`${language === 'en' ? '/en' : ''}/profile/feedback?appeal=${id}`);
      const driverThread = page.getByRole('log', { name: say(language, 'feedback.thread') });
      await expect(driverThread).toContainText(question);
      await expect(driverThread).toContainText(answer);
      const appeals = page.getByRole('region', { name: say(language, 'feedback.listTitle') });
      await expect(appeals.locator(`[data-appeal="${id}"]`)).toContainText(title('completed'));
    });

    test(`[OPERATOR] a wrong password is refused in words (${language})`, async ({ page }) => {
      await signInOnDesk(page, language, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText(ERRORS[language].IncorrectLogin);
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.signIn.title') })).toBeVisible();
    });

    test(`[OPERATOR] a fines file with a photo is imported, reported row by row and found by plate (${language})`, async ({ page, request }) => {
      const uin = newUin(language);
      const bad = `${uin.slice(0, -1)}${(Number(uin.at(-1)) + 1) % 10}`;
      const plate = language === 'ru' ? 'М512ОР159' : 'М513ОР159';
      const csv = [
        'uin;status;article;place;zone;offenseDate;date;totalSum;grz;photo',
        `${uin};new;8.14 КоАП ПК;ул. Ленина, 50;101;2026-11-20T09:32:00Z;2026-11-21;100000;${plate};car.png`,
        `${bad};new;8.14 КоАП ПК;ул. Ленина, 52;101;2026-11-20T09:40:00Z;2026-11-21;100000;${plate};`,
      ].join('\r\n');

      await signInOperator(page, request);
      await page.goto(desk(language, '/fines'));
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.fines.title') })).toBeVisible();
      await page.getByLabel(say(language, 'desk.fines.file')).setInputFiles({ name: 'fines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByLabel(say(language, 'desk.fines.photos')).setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: say(language, 'desk.fines.submit') }).click();

      const report = page.getByRole('status').filter({ hasText: say(language, 'desk.fines.report') });
      await expect(report).toContainText(say(language, 'desk.fines.accepted', { count: 1 }));
      await expect(report).toContainText(say(language, 'desk.fines.refused', { count: 1 }));
      const refused = report
        .getByRole('table', { name: say(language, 'desk.fines.refusedRows') })
        .getByRole('row')
        .nth(1);
      await expect(refused.getByRole('cell')).toHaveText(['2', bad, 'uin', say(language, 'desk.importError.uin')]);

      // Searched by the plate as a person types it (Latin look-alikes, spaces), the fine is listed with its photo.
      await page.getByLabel(say(language, 'desk.fines.search')).fill(plate.replace('М', 'm ').replace('ОР', ' op'));
      await page.getByRole('button', { name: say(language, 'desk.fines.searchSubmit') }).click();
      const list = page.getByRole('region', { name: say(language, 'desk.fines.list') });
      const found = list.getByRole('row').filter({ hasText: uin });
      await expect(found).toBeVisible();
      await expect(found).toContainText(plate);
      await expect(found.getByRole('cell').last()).toHaveText(say(language, 'desk.fines.hasPhoto'));
      await expect(list.getByRole('row').filter({ hasText: bad })).toHaveCount(0);
    });
  });
}
