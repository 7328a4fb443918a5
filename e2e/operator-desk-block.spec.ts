import { errorText } from '@city-parking/contract/errors/error-texts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { signInOperator } from './fixtures/operator.ts';
import { freshDriver, tokenOf, type Driver } from './fixtures/drivers.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];

test.describe.configure({ timeout: 90_000 });
const prefix = (language: Language) => (language === 'en' ? '/en' : '');

/** The driver's own sign-in through the header's dialog, as a person makes it. */
async function driverSignIn(page: Page, language: Language, driver: Driver) {
  await page.goto(`${prefix(language)}/news`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: say(language, 'header.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: say(language, 'login.title') });
  await dialog.getByLabel(say(language, 'login.emailOrPhone')).fill(driver.email);
  await dialog.getByLabel(say(language, 'login.password'), { exact: true }).fill(driver.password);
  await dialog.getByRole('button', { name: say(language, 'login.submit') }).click();
  return dialog;
}

for (const language of LANGUAGES) {
  test(`[OPERATOR] support blocks a driver with a reason, the driver cannot sign in, then is unblocked (${language})`, async ({ page, request, context }) => {
    const driver = await freshDriver(request, `desk-block-${language}`);
    await signInOperator(page, request);
    await page.goto(`${prefix(language)}/operator/drivers`);
    await page.getByLabel(say(language, 'desk.drivers.query')).fill(driver.email);
    await page.getByRole('button', { name: say(language, 'desk.drivers.submit') }).click();
    await page
      .getByRole('region', { name: say(language, 'desk.drivers.results') })
      .getByRole('row')
      .filter({ hasText: driver.email })
      .getByRole('link')
      .click();

    // Keyboard only: the dialog opens with focus in the reason; Tab reaches Cancel, then the action.
    await page.getByRole('button', { name: say(language, 'desk.driver.block'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say(language, 'desk.driver.blockTitle') });
    const reason = dialog.getByRole('textbox', { name: say(language, 'desk.driver.blockReason') });
    await expect(reason).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(errorText('RequiredField', language))).toBeVisible();
    const why = language === 'ru' ? 'Жалоба на чужие оплаты' : 'Complaint about payments';
    await reason.fill(why);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const since = say(language, 'desk.driver.blockedSince', { at: '\u0000', reason: why }).split('\u0000');
    const notice = page.getByRole('alert').filter({ hasText: why });
    await expect(notice).toContainText(since[0]!);
    await expect(notice).toContainText(since[1]!);

    const driverPage = await context.newPage();
    const signIn = await driverSignIn(driverPage, language, driver);
    await expect(signIn.getByRole('alert')).toContainText(errorText('AccountBlocked', language));
    await driverPage.close();

    await page.getByRole('button', { name: say(language, 'desk.driver.unblock'), exact: true }).click();
    const unblock = page.getByRole('dialog', { name: say(language, 'desk.driver.unblockTitle') });
    await unblock.getByRole('textbox', { name: say(language, 'desk.driver.blockReason') }).fill(language === 'ru' ? 'Проверка пройдена' : 'Checked');
    await unblock.getByRole('button', { name: say(language, 'desk.driver.unblock'), exact: true }).click();
    await expect(unblock).toBeHidden();
    await expect(page.getByRole('button', { name: say(language, 'desk.driver.block'), exact: true })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await tokenOf(request, driver)).toBeTruthy();
  });
}
