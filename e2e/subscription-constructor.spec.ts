import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const prefix = (language: Language) => (language === 'ru' ? '' : '/en');
const SEARCH = '**/backend/v2/selectedAbonements';

/** A subscription belongs to a plate: each journey buys for a plate no other spec uses. */
const PLATES: Record<Language, string> = { ru: 'К701КК159', en: 'К702КК159' };

const form = (page: Page, language: Language) => page.getByRole('form', { name: say(language, 'constructor.form') });
const results = (page: Page, language: Language) => page.getByRole('region', { name: say(language, 'constructor.results') });

/** Finds a zone through the search box and ticks it. */
async function tickZone(page: Page, language: Language, zone: string): Promise<void> {
  const search = form(page, language).getByLabel(say(language, 'constructor.zones.search'));
  await search.fill(zone);
  const name = `${language === 'ru' ? 'Зона' : 'Zone'} ${zone}`;
  await form(page, language)
    .getByRole('checkbox', { name: new RegExp(`^${name}( |$)`) })
    .check();
  await search.fill('');
}

/** Two zones (101 and 102) for 7 days from tomorrow, with the driver's only vehicle. */
async function buildTwoZonesForAWeek(page: Page, language: Language): Promise<Locator> {
  await tickZone(page, language, '101');
  await tickZone(page, language, '102');
  await form(page, language)
    .getByLabel(say(language, 'constructor.timing'))
    .selectOption({ label: language === 'ru' ? '7 дней' : '7 days' });
  const next = form(page, language).getByRole('button', { name: say(language, 'constructor.search') });
  await expect(next).toBeEnabled();
  return next;
}

for (const language of LANGUAGES) {
  test(`[CONSTRUCTOR] a driver builds a subscription for two zones and 7 days, and buys it by card (${language})`, async ({ page, request, context }) => {
    const plate = PLATES[language];
    const driver = await freshDriver(request, `ctor-buy-${language}`, plate);
    await signInAs(page, request, driver.email, driver.password);

    // The profile menu leads to the constructor in perm, whose setting is on.
    await page.goto(`${prefix(language)}/profile/my-profile`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Анна Петрова|Profile|Профиль/ })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.constructor') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/profile/constructor$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'constructor.title') })).toBeVisible();
    await expect(form(page, language).getByLabel(say(language, 'constructor.vehicle'))).toHaveValue(plate);

    const next = await buildTwoZonesForAWeek(page, language);
    await next.click();
    const offers = results(page, language).getByRole('listitem');
    await expect(offers.first()).toBeVisible();
    const first = offers.first();
    await expect(first).toContainText('101, 102');
    await expect(first).toContainText(language === 'ru' ? '7 дней' : '7 days');
    await expect(first).toContainText(/\d[,.]\d\d\u00a0₽/);
    // Nothing changed since: Next waits for a change.
    await expect(next).toBeDisabled();

    const label = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: say(language, 'constructor.buyLabel', { label }) }).click();
    const dialog = page.getByRole('dialog', { name: say(language, 'modal.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(say(language, 'payment.method')).selectOption({ label: language === 'ru' ? 'Банковская карта' : 'Bank card' });
    await dialog.getByRole('button', { name: say(language, 'modal.submit') }).click();
    const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: say(language, 'modal.goToPay') }).click()]);
    await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect(sandbox.getByRole('status')).toContainText(/went through|Платёж прошёл/);
    // Back in the first tab, the spent link's dialog closes. Headless Chromium keeps every tab
    // visible and focused, so the browser's return is told to the page.
    await page.bringToFront();
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(dialog).toBeHidden();

    // The subscriptions screen lists it for the plate, with its label and zones.
    await page.goto(`${prefix(language)}/profile/abonements`);
    const row = page
      .getByRole('table', { name: say(language, 'subscriptions.benefits') })
      .getByRole('row')
      .filter({ hasText: plate });
    await expect(row).toHaveCount(1);
    await expect(row.locator('.subs-cell-type .subs-cell-value')).toHaveText(label);
    await expect(row.locator('.subs-cell-zone .subs-cell-value')).toContainText('101');
    await expect(row.locator('.subs-cell-zone .subs-cell-value')).toContainText('102');
  });
}

test('[CONSTRUCTOR] a change clears the offers, an empty answer and a failure are said, and reset starts over', async ({ page, request }) => {
  const driver = await freshDriver(request, 'ctor-reset', 'К703КК159');
  await signInAs(page, request, driver.email, driver.password);
  await page.goto('/profile/constructor');
  const date = form(page, 'ru').getByLabel(say('ru', 'constructor.startDate'));
  const tomorrow = await date.inputValue();
  const next = await buildTwoZonesForAWeek(page, 'ru');
  await next.click();
  await expect(results(page, 'ru').getByRole('listitem').first()).toBeVisible();

  // Any change drops the offers and allows a new search.
  await form(page, 'ru').getByLabel(say('ru', 'constructor.timing')).selectOption({ label: '14 дней' });
  await expect(results(page, 'ru')).toBeHidden();

  await page.route(SEARCH, (route) => route.fulfill({ json: { status: 'ok', result: [] } }));
  await next.click();
  await expect(results(page, 'ru')).toContainText('Нет подходящих предложений. Измените параметры и нажмите «Далее».');

  await page.unroute(SEARCH);
  await page.route(SEARCH, (route) => route.abort());
  await form(page, 'ru').getByLabel(say('ru', 'constructor.timing')).selectOption({ label: '3 дня' });
  await next.click();
  const failure = results(page, 'ru').getByRole('alert');
  await expect(failure).toContainText('Ошибка загрузки данных');
  await page.unroute(SEARCH);
  await failure.getByRole('button', { name: say('ru', 'actions.retry') }).click();
  await expect(results(page, 'ru').getByRole('listitem').first()).toContainText('3 дня');

  await form(page, 'ru')
    .getByRole('button', { name: say('ru', 'constructor.reset') })
    .click();
  await expect(results(page, 'ru')).toBeHidden();
  await expect(form(page, 'ru').getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(form(page, 'ru').getByLabel(say('ru', 'constructor.timing'))).toHaveValue('1');
  await expect(date).toHaveValue(tomorrow);
  await expect(next).toBeDisabled();
});

test('[CONSTRUCTOR] on a 375 px phone the form and offers are used with the keyboard alone, without sideways scroll', async ({ page, request }) => {
  const driver = await freshDriver(request, 'ctor-keys', 'К704КК159');
  await signInAs(page, request, driver.email, driver.password);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/profile/constructor');
  const search = form(page, 'ru').getByLabel(say('ru', 'constructor.zones.search'));
  await expect(form(page, 'ru').getByRole('checkbox').first()).toBeVisible();

  await search.focus();
  await page.keyboard.type('101');
  await page.keyboard.press('Tab');
  await expect(form(page, 'ru').getByRole('checkbox', { name: /^Зона 101( |$)/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form(page, 'ru').getByText(say('ru', 'constructor.zones.selected', { n: 1 }))).toBeVisible();
  // On through the vehicle, the date's day, month and year and the length to Next.
  const next = form(page, 'ru').getByRole('button', { name: say('ru', 'constructor.search') });
  for (let presses = 0; presses < 10 && !(await next.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');

  const buy = results(page, 'ru')
    .getByRole('button', { name: new RegExp(`^${say('ru', 'constructor.buy')}: `) })
    .first();
  await expect(buy).toBeVisible();
  // Next is off after its search; the keyboard goes on from it, past Reset, to the offers.
  for (let presses = 0; presses < 5 && !(await buy.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: say('ru', 'modal.title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
