import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { cityByCode } from './fixtures/cities.ts';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { topUp } from './fixtures/top-up.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const prefix = (language: Language) => (language === 'ru' ? '' : '/en');

/** The history's table and its loaded rows (the header row apart). */
const table = (page: Page, language: Language) => page.getByRole('table', { name: say(language, 'operations.title') });
const rows = (page: Page, language: Language): Locator => table(page, language).locator('.ops-page [role="row"]');
const cell = (row: Locator, column: string) => row.locator(`.ops-cell-${column} .ops-cell-value`);

for (const language of LANGUAGES) {
  test(`[OPERATIONS] a driver pays for parking and finds the payment at the top of the history (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `ops-pay-${language}`, 'А001АА159');
    const token = await signInAs(page, request, driver.email, driver.password);
    await topUp(request, token, 500);

    await page.goto(`${prefix(language)}/profile/parking?zone=101`);
    const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
    await card.getByRole('radio', { name: say(language, 'payment.duration.h', { h: 1 }) }).check();
    await card.getByRole('button', { name: say(language, 'parking.submit.start') }).click();
    const confirmation = page.getByRole('dialog', { name: say(language, 'confirmation.title.start') });
    await confirmation.getByRole('button', { name: say(language, 'confirmation.done') }).click();

    // The profile menu leads to the history.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Анна Петрова|Profile|Профиль/ })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.operations') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/profile/operations$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'operations.title') })).toBeVisible();

    const first = rows(page, language).first();
    await expect(cell(first, 'operation')).toHaveText(say(language, 'operations.type.payment'));
    await expect(cell(first, 'amount')).toHaveText(language === 'ru' ? '\u221260,00\u00a0₽' : '\u221260.00\u00a0₽');
    await expect(cell(first, 'description')).toContainText(`${say(language, 'operations.zoneValue', { zone: '101' })} · А001АА159`);
    await expect(cell(first, 'status')).toContainText(say(language, 'operations.status.done'));
    // The top-up below it is positive.
    await expect(cell(rows(page, language).nth(1), 'amount')).toHaveText(language === 'ru' ? '+500,00\u00a0₽' : '+500.00\u00a0₽');
    await expect(rows(page, language)).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: say(language, 'operations.end') })).toBeVisible();
    // The chart's total is the payment.
    await expect(page.getByRole('region', { name: say(language, 'operations.chart.title') })).toContainText(
      language === 'ru' ? '60,00\u00a0₽' : '60.00\u00a0₽',
    );
  });
}

test('[OPERATIONS] a parking cancelled early counts in the spending chart less what was returned', async ({ page, request }) => {
  const driver = await freshDriver(request, 'ops-refund', 'А002АА159');
  const token = await signInAs(page, request, driver.email, driver.password);
  await topUp(request, token, 500);
  const { apiUrl } = cityByCode('perm');
  const vehicle = JSON.stringify({ Number: 'А002АА159' });
  const start = await request.post(`${apiUrl}/api/payment/start`, {
    form: { Token: token, Zone: '101', Duration: '60', PaymentService: 'balance', Vehicle: vehicle },
  });
  const { sessionId } = (await start.json()) as { sessionId: number };
  const cancel = await request.post(`${apiUrl}/api/payment/cancel`, { form: { Token: token, ReservationId: String(sessionId) } });
  const { refund } = (await cancel.json()) as { refund: number };
  expect(refund).toBeGreaterThan(0);

  for (const language of LANGUAGES) {
    await page.goto(`${prefix(language)}/profile/operations`);
    await expect(rows(page, language)).toHaveCount(3);
    const chart = page.getByRole('region', { name: say(language, 'operations.chart.title') });
    // The 60 ₽ paid less the refund, not the 60 ₽ alone; the top-up is no spending.
    await expect(chart.locator('.ops-summary-total')).toHaveText(
      `${say(language, 'operations.chart.total')}: ${formatMoney(6000 - Math.round(refund * 100), language)}`,
    );
    await expect(chart).toContainText(say(language, 'operations.chart.counts'));
  }
});

test('[OPERATIONS] the demo driver filters by period and type, and the address keeps the filters', async ({ page, request }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/profile/operations');
  const filters = page.getByRole('complementary', { name: say('ru', 'operations.filters') });
  const period = filters.getByLabel(say('ru', 'operations.period'));
  const type = filters.getByLabel(say('ru', 'operations.type'));
  await expect(period).toHaveValue('monthly');
  await expect(rows(page, 'ru')).toHaveCount(50);

  await type.selectOption({ label: say('ru', 'operations.type.refill') });
  await expect(page).toHaveURL(/\/profile\/operations\?type=refill$/);
  // The address changes first; the list follows once the navigation's render has committed.
  const kinds = async () => new Set(await rows(page, 'ru').locator('.ops-cell-operation .ops-cell-value').allTextContents());
  await expect.poll(kinds).toEqual(new Set([say('ru', 'operations.type.refill')]));

  await period.selectOption({ label: say('ru', 'operations.period.yesterday') });
  await expect(page).toHaveURL(/period=yesterday/);
  await expect(table(page, 'ru')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => new Set(await rows(page, 'ru').locator('.ops-date').allTextContents()).size).toBeLessThanOrEqual(1);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(period).toHaveValue('yesterday');
  await expect(type).toHaveValue('refill');

  // Custom dates: typed as DD/MM/YYYY, kept in the address.
  await period.selectOption('custom');
  const from = filters.getByLabel(say('ru', 'operations.from'), { exact: true });
  await expect(from).toBeVisible();
  await from.fill('01/01/2020');
  await from.press('Enter');
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(rows(page, 'ru').first()).toBeVisible();
});

test('[OPERATIONS] scrolling near the end loads the second page', async ({ page, request }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/en/profile/operations?period=all');
  await expect(rows(page, 'en')).toHaveCount(50);
  await rows(page, 'en').nth(49).scrollIntoViewIfNeeded();
  await expect(rows(page, 'en')).toHaveCount(100);
  // Newest first across the pages: the second page continues where the first ended.
  const instants = (await rows(page, 'en').locator('.ops-cell-date .ops-cell-value').allTextContents()).map((text) =>
    text.replace(/^(\d\d)\.(\d\d)\.(\d{4})\s*(\d\d:\d\d)$/, '$3-$2-$1 $4'),
  );
  expect(instants[50]! <= instants[49]!, `${instants[50]} after ${instants[49]}`).toBe(true);
  expect([...instants].sort().reverse()).toEqual(instants);

  // On a phone the rows are cards and nothing scrolls sideways, the chart included.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/profile/operations?period=all');
  await expect(rows(page, 'en')).toHaveCount(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

for (const language of LANGUAGES) {
  test(`[OPERATIONS] the history downloads as an Excel sheet and as a PDF (${language})`, async ({ page, request }) => {
    await signInAs(page, request, 'demo@parking.test', 'demo2026');
    await page.goto(`${prefix(language)}/profile/operations`);
    await expect(rows(page, language).first()).toBeVisible();
    const signatures: Record<string, string> = { xls: 'PK', pdf: '%PDF' };
    for (const type of ['xls', 'pdf'] as const) {
      await page.getByRole('button', { name: say(language, 'operations.export') }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: say(language, `operations.export.${type}`) }).click(),
      ]);
      const file = await readFile((await download.path())!);
      expect(file.subarray(0, signatures[type]!.length).toString('latin1'), `${type} file`).toBe(signatures[type]);
      expect(download.suggestedFilename()).toMatch(type === 'xls' ? /^operations-\d{4}-\d{2}\.xlsx$/ : /^operations-\d{4}-\d{2}\.pdf$/);
    }
  });

  test(`[OPERATIONS] the whole history downloads as an XLSX file named for all time (${language})`, async ({ page, request }) => {
    await signInAs(page, request, 'demo@parking.test', 'demo2026');
    await page.goto(`${prefix(language)}/profile/operations?period=all`);
    await expect(rows(page, language).first()).toBeVisible();
    await page.getByRole('button', { name: say(language, 'operations.export') }).click();
    // The item names the format the file has.
    const item = page.getByRole('menuitem', { name: 'Excel (XLSX)' });
    const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
    expect(download.suggestedFilename()).toBe('operations-all-time.xlsx');
  });
}
