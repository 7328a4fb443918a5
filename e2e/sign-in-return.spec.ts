import type { Page } from '@playwright/test';
import { expect, pathOf, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver, type Driver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const { apiUrl } = cityByCode('perm');

async function logInThroughDialog(page: Page, language: Language, driver: Driver) {
  const dialog = page.getByRole('dialog', { name: say(language, 'login.title') });
  await dialog.getByLabel(say(language, 'login.emailOrPhone')).fill(driver.email);
  await dialog.getByLabel(say(language, 'login.password'), { exact: true }).fill(driver.password);
  await dialog.getByRole('button', { name: say(language, 'login.submit') }).click();
  await expect(dialog).toBeHidden();
}

async function expectPaymentCardFor(page: Page, language: Language, zone: string) {
  const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
  await expect(card.getByLabel(say(language, 'parking.zone'))).toHaveValue(new RegExp(`^${zone}\\b`));
}

test('[ACCOUNT] a guest who presses Pay on a zone card logs in and lands on the payment card with that zone', async ({ page, request }) => {
  const driver = await freshDriver(request, 'zone-pay');
  await page.goto('/');
  await page.getByLabel('Поиск зоны').fill('101');
  await page.getByLabel('Поиск зоны').press('Enter');
  await page.getByRole('region', { name: 'Зона 101' }).getByRole('button', { name: 'Оплатить парковку' }).click();
  await logInThroughDialog(page, 'ru', driver);
  await expect(page).toHaveURL(/\/profile\/parking\?zone=101$/);
  await expectPaymentCardFor(page, 'ru', '101');
});

test('[ACCOUNT] after the session expires, logging in again returns to the page the driver was on (English)', async ({ page, request }) => {
  const driver = await freshDriver(request, 'expired-return');
  const token = await signInAs(page, request, driver.email, driver.password);
  // The server ends the session behind the page's back, as an expiry would.
  await request.post(`${apiUrl}/api/auth/logout`, { form: { token } });

  await page.goto('/en/profile/parking?zone=101');
  const expired = page.getByRole('dialog', { name: say('en', 'tokenExpired.title') });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: say('en', 'actions.ok') }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/en\/?$/);
  await logInThroughDialog(page, 'en', driver);
  await expect(page).toHaveURL(/\/en\/profile\/parking\?zone=101$/);
  await expectPaymentCardFor(page, 'en', '101');
});
