import { ERROR_TEXTS_EN } from '@city-parking/contract/errors/error-texts-en';
import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { demoCompany, signInCompany } from './fixtures/company.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const ERRORS = { ru: ERROR_TEXTS_RU, en: ERROR_TEXTS_EN };
/** A demo driver of Perm (README); the guard's test only signs in. */
const DEMO_DRIVER = { email: 'demo@parking.test', password: 'demo2026' };
const at = (language: Language, path: string) => `${language === 'en' ? '/en' : ''}${path}`;

// One journey signs in, changes three lists and reads the history.
test.describe.configure({ timeout: 90_000 });

/** A Russian plate as typed on an English keyboard: each Cyrillic plate letter as its Latin look-alike, in lower case. */
const latin = (plate: string) => plate.replace(/[АВЕКМНОРСТУХ]/g, (letter) => 'ABEKMHOPCTYX'['АВЕКМНОРСТУХ'.indexOf(letter)]!).toLowerCase();

/** Digits of this run, so that the drivers, plates and devices a journey adds are its own. */
const run = String(Date.now()).slice(-6);

for (const language of LANGUAGES) {
  test(`[COOP] a company signs in at /legal/auth, manages drivers, vehicles and devices, reads its history and logs out (${language})`, async ({ page }) => {
    const tail = `${run.slice(-5)}${language === 'ru' ? 1 : 2}`;
    const driverName = `Тестов Пётр${language === 'ru' ? '' : ' Ильич'}`;
    const phone = `+7 (950) 0${tail.slice(0, 2)}-${tail.slice(2, 4)}-${tail.slice(4, 6)}`;
    const phoneDigits = `79500${tail}`;
    const plate = `Т${tail.slice(3, 6)}ТТ159`;
    const driverPlate = `М${tail.slice(3, 6)}ММ159`;
    const imei = `35${tail}${tail}${language === 'ru' ? 1 : 2}`;
    const vin = `XTA${tail}${tail}${language === 'ru' ? 1 : 2}`;

    // Perm has companies: the login dialog offers the legal entity's sign-in (accounts 2).
    await page.goto(at(language, '/'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'header.login') })
      .click();
    const loginDialog = page.getByRole('dialog', { name: say(language, 'login.title') });
    await expect(loginDialog.getByRole('group', { name: say(language, 'login.who') })).toBeVisible();
    await loginDialog.getByRole('button', { name: say(language, 'login.legal') }).click();
    await expect(page).toHaveURL(new RegExp(`${at(language, '/legal/auth')}$`));
    await expect(loginDialog).toBeHidden();

    // A wrong check digit is said before any call; a wrong contract number is named as such; then the company signs in.
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'legal.title') })).toBeVisible();
    await page.getByLabel(say(language, 'legal.inn')).fill('5904123454');
    await page.getByLabel(say(language, 'legal.contract')).fill(demoCompany.contractNumber);
    await page
      .getByRole('main')
      .getByRole('button', { name: say(language, 'legal.submit') })
      .click();
    await expect(page.getByText(say(language, 'legal.form.innCheck'))).toBeVisible();
    await page.getByLabel(say(language, 'legal.inn')).fill(demoCompany.inn);
    await page.getByLabel(say(language, 'legal.contract')).fill('2026-999');
    await page
      .getByRole('main')
      .getByRole('button', { name: say(language, 'legal.submit') })
      .click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(ERRORS[language].IncorrectContract);
    await page.getByLabel(say(language, 'legal.contract')).fill(demoCompany.contractNumber);
    await page
      .getByRole('main')
      .getByRole('button', { name: say(language, 'legal.submit') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at(language, '/coop-profile')}$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'coop.title') })).toBeVisible();
    await expect(page.getByRole('main').getByText(demoCompany.name)).toBeVisible();

    // The public site is not shown while the company is signed in.
    await page.goto(at(language, '/'));
    await expect(page).toHaveURL(new RegExp(`${at(language, '/coop-profile')}$`));

    // A driver added goes to the front of the list, with the name split on spaces and the phone as the spec writes it (services §5).
    await page.getByRole('button', { name: say(language, 'coop.drivers.add') }).click();
    const driverDialog = page.getByRole('dialog', { name: say(language, 'coop.drivers.add') });
    await driverDialog.getByLabel(say(language, 'coop.drivers.name')).fill(`  ${driverName} `);
    await expect(driverDialog).toContainText(`${say(language, 'coop.drivers.surname')}: Тестов`);
    await driverDialog.getByLabel(say(language, 'coop.drivers.phone')).fill(phone);
    // A driver's plate follows the vehicle rules: a malformed one is said at the field, a Latin one kept in Cyrillic.
    await driverDialog.getByLabel(say(language, 'coop.drivers.car')).fill('x777xx');
    await driverDialog.getByRole('button', { name: say(language, 'coop.add') }).click();
    await expect(driverDialog.getByText(say(language, 'coop.form.plate'))).toBeVisible();
    await driverDialog.getByLabel(say(language, 'coop.drivers.car')).fill(latin(driverPlate));
    await driverDialog.getByRole('button', { name: say(language, 'coop.add') }).click();
    await expect(driverDialog).toBeHidden();
    const drivers = page.getByRole('table', { name: say(language, 'coop.tabs.drivers') });
    const firstDriver = drivers.locator('tbody tr').first();
    await expect(firstDriver).toContainText(driverName);
    await expect(firstDriver).toContainText(`+ 7 (950) 0${tail.slice(0, 2)}-${tail.slice(2, 4)}-${tail.slice(4, 6)}`);
    await expect(firstDriver).not.toContainText(phoneDigits);
    await expect(firstDriver).toContainText(driverPlate);
    await page.reload();
    await expect(drivers.locator('tbody tr').filter({ hasText: driverName })).toContainText(driverPlate);

    // Deactivated and activated again; a monthly cap set.
    await firstDriver.getByRole('button', { name: say(language, 'coop.deactivate') }).click();
    await expect(firstDriver).toContainText(say(language, 'coop.inactive'));
    await firstDriver.getByRole('button', { name: say(language, 'coop.activate') }).click();
    await expect(firstDriver.getByRole('button', { name: say(language, 'coop.deactivate') })).toBeVisible();
    await firstDriver.getByRole('button', { name: say(language, 'coop.drivers.setLimit') }).click();
    const limitDialog = page.getByRole('dialog', { name: say(language, 'coop.drivers.limitTitle', { name: driverName }) });
    await limitDialog.getByLabel(say(language, 'coop.drivers.limitField')).fill('1500');
    await limitDialog.getByRole('button', { name: say(language, 'coop.save') }).click();
    await expect(limitDialog).toBeHidden();
    await expect(firstDriver).toContainText(/1[\s\u00a0\u202f,]?500[.,]00/);

    // A vehicle with its tracking device; a plate the company has, in Latin look-alikes, is refused; a malformed one is said at the field.
    await page.getByRole('tab', { name: say(language, 'coop.tabs.vehicles') }).click();
    await page.getByRole('button', { name: say(language, 'coop.vehicles.add') }).click();
    const vehicleDialog = page.getByRole('dialog', { name: say(language, 'coop.vehicles.add') });
    await vehicleDialog.getByLabel(say(language, 'coop.vehicles.number')).fill(plate.toLowerCase());
    await vehicleDialog.getByLabel(say(language, 'coop.vehicles.vin')).fill(vin);
    await vehicleDialog.getByLabel(say(language, 'coop.vehicles.imei')).fill(imei);
    await vehicleDialog.getByRole('button', { name: say(language, 'coop.add') }).click();
    await expect(vehicleDialog).toBeHidden();
    const vehicles = page.getByRole('table', { name: say(language, 'coop.tabs.vehicles') });
    const vehicleRow = vehicles.locator('tbody tr').filter({ hasText: plate });
    await expect(vehicleRow).toContainText(imei);
    await expect(vehicleRow).toContainText(say(language, 'coop.active'));

    await page.getByRole('button', { name: say(language, 'coop.vehicles.add') }).click();
    await vehicleDialog.getByLabel(say(language, 'coop.vehicles.number')).fill('x777xx');
    await vehicleDialog.getByRole('button', { name: say(language, 'coop.add') }).click();
    await expect(vehicleDialog.getByText(say(language, 'coop.form.plate'))).toBeVisible();
    await vehicleDialog.getByLabel(say(language, 'coop.vehicles.number')).fill(latin(plate));
    await vehicleDialog.getByRole('button', { name: say(language, 'coop.add') }).click();
    await expect(vehicleDialog.getByRole('alert')).toContainText(ERRORS[language].CompanyVehicleExists);
    await vehicleDialog.getByRole('button', { name: say(language, 'actions.cancel') }).click();

    // The vehicle deactivated and activated; then its device switched off shows it inactive.
    await vehicleRow.getByRole('button', { name: say(language, 'coop.deactivate') }).click();
    await expect(vehicleRow).toContainText(say(language, 'coop.inactive'));
    await vehicleRow.getByRole('button', { name: say(language, 'coop.activate') }).click();
    await expect(vehicleRow.getByRole('button', { name: say(language, 'coop.deactivate') })).toBeVisible();

    await page.getByRole('tab', { name: say(language, 'coop.tabs.devices') }).click();
    const deviceRow = page
      .getByRole('table', { name: say(language, 'coop.tabs.devices') })
      .locator('tbody tr')
      .filter({ hasText: imei });
    await deviceRow.getByRole('button', { name: say(language, 'coop.deactivate') }).click();
    await expect(deviceRow).toContainText(say(language, 'coop.inactive'));
    await page.getByRole('tab', { name: say(language, 'coop.tabs.vehicles') }).click();
    await expect(vehicleRow).toContainText(say(language, 'coop.inactive'));
    await page.getByRole('tab', { name: say(language, 'coop.tabs.devices') }).click();
    await deviceRow.getByRole('button', { name: say(language, 'coop.activate') }).click();
    await expect(deviceRow.getByRole('button', { name: say(language, 'coop.deactivate') })).toBeVisible();

    // The history filtered by one driver: every row is that driver's vehicle's.
    await page.getByRole('tab', { name: say(language, 'coop.tabs.operations') }).click();
    await page.getByLabel(say(language, 'operations.period')).selectOption('all');
    const table = page.getByRole('table', { name: say(language, 'operations.title') });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const filtered = page.waitForRequest((request) => request.url().includes('Driver=79120000011'));
    await page.getByLabel(say(language, 'operations.driver')).selectOption('79120000011');
    await filtered;
    await expect(table.getByRole('row').nth(1)).toContainText('А101АА159');
    await expect(table).not.toContainText('В202ВВ159');

    // Logging out returns to the public site.
    await page.getByRole('button', { name: say(language, 'coop.logout') }).click();
    await expect(page).toHaveURL(new RegExp(`^[a-z]+://[^/]+${language === 'en' ? '/en' : ''}/?$`));
    await expect(page.getByRole('banner').getByRole('button', { name: say(language, 'header.login') })).toBeVisible();
    await page.goto(at(language, '/coop-profile'));
    await expect(page).not.toHaveURL(/coop-profile/);
  });
}

for (const language of LANGUAGES) {
  test(`[COOP] /legal/auth is for the signed-out only: a driver or a company signed in is sent away (${language})`, async ({ page, request }) => {
    await signInAs(page, request, DEMO_DRIVER.email, DEMO_DRIVER.password);
    await page.goto(at(language, '/legal/auth'));
    await expect(page).toHaveURL(new RegExp(`^[a-z]+://[^/]+${language === 'en' ? '/en' : ''}/?$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'legal.title') })).toHaveCount(0);

    await page.evaluate(() => window.localStorage.clear());
    await signInCompany(page, request);
    await page.goto(at(language, '/legal/auth'));
    await expect(page).toHaveURL(new RegExp(`${at(language, '/coop-profile')}$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'coop.title') })).toBeVisible();
  });
}

/**
 * How much of each status badge's text is cut off, in pixels (0 when the whole word shows): Mantine
 * clips the label inside the badge, so the label is measured as well as the badge.
 */
async function badgeCuts(page: Page): Promise<number[]> {
  return page
    .getByRole('table', { name: /./ })
    .locator('.mantine-Badge-root')
    .evaluateAll((badges) =>
      badges.map((badge) => {
        const label = badge.firstElementChild ?? badge;
        const cell = badge.closest('td')!.getBoundingClientRect();
        return Math.max(label.scrollWidth - label.clientWidth, badge.scrollWidth - badge.clientWidth, badge.getBoundingClientRect().right - cell.right);
      }),
    );
}

for (const language of LANGUAGES) {
  test(`[COOP] the drivers' table shows phones as + 7 (XXX) XXX-XX-XX and whole status badges at 1280 and 375 px (${language})`, async ({ page, request }) => {
    await signInCompany(page, request);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at(language, '/coop-profile'));
      const drivers = page.getByRole('table', { name: say(language, 'coop.tabs.drivers') });
      await expect(drivers.locator('tbody tr').first()).toBeVisible();
      const phones = await drivers.locator(`td[data-label="${say(language, 'coop.drivers.phone')}"]`).allTextContents();
      expect(phones.length).toBeGreaterThan(0);
      for (const phone of phones) expect(phone).toMatch(/^\+ 7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
      const cuts = await badgeCuts(page);
      expect(cuts.length).toBeGreaterThan(0);
      expect(
        cuts.filter((cut) => cut > 0.5),
        `badges cut at ${width} px`,
      ).toEqual([]);
    }
  });
}
