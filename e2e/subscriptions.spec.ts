import type { Locator, Page } from '@playwright/test';
import type { TSubscriptionAdvice } from '@city-parking/contract/subscriptions/subscription-advice';
import { addDays, wallClockAt } from '@city-parking/contract/tariff/city-time';
import { cityByCode } from './fixtures/cities.ts';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { balanceOf, freshPlate } from './fixtures/subscriptions.ts';
import { topUp } from './fixtures/top-up.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const prefix = (language: Language) => (language === 'ru' ? '' : '/en');
const WEEK_PASS = { ru: 'Абонемент на неделю', en: 'Week pass' } as const;
const DAY_PASS = { ru: 'Абонемент на сутки', en: 'Day pass' } as const;

const benefitsTable = (page: Page, language: Language) => page.getByRole('table', { name: say(language, 'subscriptions.benefits') });
const benefitRow = (page: Page, language: Language, plate: string) => benefitsTable(page, language).getByRole('row').filter({ hasText: plate });
const cell = (row: Locator, column: string) => row.locator(`.subs-cell-${column} .subs-cell-value`);
const notice = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Asks for an action on the row's subscription and confirms it in its dialog. */
async function confirmAction(page: Page, language: Language, row: Locator, action: 'pause' | 'continue' | 'refund') {
  await row.getByRole('button', { name: new RegExp(`^${say(language, `subscriptions.${action}`)}:`) }).click();
  const dialog = page.getByRole('dialog', { name: say(language, `dialog.confirm.${action}`) });
  await dialog.getByRole('button', { name: say(language, 'actions.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, say(language, `dialog.done.${action}`))).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`[SUBSCRIPTIONS] a driver buys a week pass from the balance, parks free with it, pauses, resumes and returns it (${language})`, async ({
    page,
    request,
  }) => {
    const plate = freshPlate();
    const driver = await freshDriver(request, `subs-${language}`, plate);
    const token = await signInAs(page, request, driver.email, driver.password);
    await topUp(request, token, 2500);

    // The profile menu leads to the screen.
    await page.goto(`${prefix(language)}/profile/parking`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Анна Петрова|Profile|Профиль/ })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.abonements') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/profile/abonements$`));
    await expect(page.getByText(say(language, 'subscriptions.noBenefits'))).toBeVisible();
    // Perm has the constructor: the screen links to it.
    await expect(page.getByRole('link', { name: say(language, 'subscriptions.buyConstructor') })).toHaveAttribute(
      'href',
      `${prefix(language)}/profile/constructor`,
    );

    await page.getByRole('button', { name: say(language, 'subscriptions.payFor', { label: WEEK_PASS[language] }) }).click();
    const modal = page.getByRole('dialog', { name: say(language, 'modal.title') });
    await expect(modal.getByLabel(say(language, 'modal.price'))).toHaveValue(language === 'ru' ? '2\u00a0000,00\u00a0₽' : '2\u00a0000.00\u00a0₽');
    await expect(modal.getByLabel(say(language, 'modal.vehicle'))).toHaveValue(plate);
    await expect(modal.getByLabel(say(language, 'payment.method'))).toHaveValue('balance');
    await modal.getByRole('button', { name: say(language, 'modal.submit') }).click();
    await expect(modal).toBeHidden();
    await expect(notice(page, say(language, 'modal.bought'))).toBeVisible();
    expect(await balanceOf(request, token)).toBe(500);

    const row = benefitRow(page, language, plate);
    await expect(cell(row, 'type')).toHaveText(WEEK_PASS[language]);
    await expect(cell(row, 'zone')).toHaveText(say(language, 'subscriptions.allZones'));
    await expect(cell(row, 'sale')).toHaveText(language === 'ru' ? '100\u00a0%' : '100%');
    await expect(cell(row, 'start')).toHaveText(/^\d\d\/\d\d\/\d\d 00:00$/);

    // The pass covers every zone: parking there for that plate is free.
    await page.goto(`${prefix(language)}/profile/parking?zone=101`);
    const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
    await card.getByRole('radio', { name: say(language, 'payment.duration.h', { h: 1 }) }).check();
    await expect(card.getByRole('button', { name: say(language, 'parking.submit.free') })).toBeVisible();

    await page.goto(`${prefix(language)}/profile/abonements`);
    const end = await cell(row, 'end').textContent();
    await confirmAction(page, language, row, 'pause');
    // Paused, the row says so; its end is the one continuing now gives, the same minute.
    await expect(cell(row, 'type')).toHaveText(`${WEEK_PASS[language]}${say(language, 'subscriptions.paused')}`);
    await expect(cell(row, 'end')).toHaveText(end!);
    await confirmAction(page, language, row, 'continue');
    // Seconds paused keep the time left: the end has not moved a day.
    await expect(cell(row, 'type')).toHaveText(WEEK_PASS[language]);
    await expect(cell(row, 'end')).toHaveText(end!);
    await expect(row.getByRole('button', { name: new RegExp(`^${say(language, 'subscriptions.pause')}:`) })).toBeVisible();

    // Returned: the unused whole days come back to the balance.
    await confirmAction(page, language, row, 'refund');
    expect(await balanceOf(request, token)).toBeGreaterThan(500);
    await expect(row).toHaveCount(0);

    // On a phone the subscriptions are cards and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'subscriptions.title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}

test('[SUBSCRIPTIONS] the demo driver finds the passes of the history among the subscriptions, and parks the motorcycle free with one', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  // Every pass the history shows, as «Все зоны» with its plate and period.
  await page.goto('/profile/operations?period=all&type=paymentSubscription');
  const history = page.getByRole('table', { name: say('ru', 'operations.title') });
  const historyRows = history.locator('.ops-page [role="row"]');
  await expect(historyRows.first()).toBeVisible();
  const described = await historyRows
    .locator('.ops-cell-description .ops-cell-value')
    .evaluateAll((cells) => cells.map((cell) => Array.from(cell.querySelectorAll('.ops-line'), (line) => line.textContent ?? '')));
  expect(described.length).toBeGreaterThan(1);
  await expect(history).not.toContainText('#');
  // "Все зоны · 1234АМ59" and "16.11.2026 00:00 – 16.12.2026 00:00" become the table's plate and DD/MM/YY start.
  const shortDate = (text: string) => text.replace(/^(\d\d)\.(\d\d)\.\d\d(\d\d) (\d\d:\d\d).*$/, '$1/$2/$3 $4');
  const named = described.map(([place, period]) => `${place!.replace(`${say('ru', 'operations.allZones')} · `, '')} ${shortDate(period!)}`).sort();

  await page.goto('/profile/abonements');
  const rows = benefitsTable(page, 'ru')
    .getByRole('row')
    .filter({ has: page.locator('.subs-cell-start .subs-cell-value') });
  await expect(rows).toHaveCount(named.length);
  const listed = (await rows.evaluateAll((all) =>
    all.map(
      (row) =>
        `${row.querySelector('.subs-cell-vehicle .subs-cell-value')?.textContent} ${row.querySelector('.subs-cell-start .subs-cell-value')?.textContent}`,
    ),
  )) as string[];
  expect(listed.sort()).toEqual(named);

  // The motorcycle's month pass runs now and covers every zone: its hour in zone 101 is free; the car pays.
  await page.goto('/profile/parking?zone=101');
  const card = page.getByRole('region', { name: say('ru', 'parking.payCard') });
  await card.getByLabel(say('ru', 'parking.vehicle')).selectOption('1234АМ59');
  await card.getByRole('radio', { name: say('ru', 'payment.duration.h', { h: 1 }) }).check();
  await expect(card.getByRole('button', { name: say('ru', 'parking.submit.free') })).toBeVisible();
  await card.getByLabel(say('ru', 'parking.vehicle')).selectOption('А123ВС159');
  await expect(card.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
});

test('[SUBSCRIPTIONS] a driver pays for a day pass on the provider\u2019s page and comes back to it', async ({ page, request, context }) => {
  const plate = freshPlate();
  const driver = await freshDriver(request, 'subs-provider', plate);
  await signInAs(page, request, driver.email, driver.password);
  await page.goto('/profile/abonements');
  await page.getByRole('button', { name: say('ru', 'subscriptions.payFor', { label: DAY_PASS.ru }) }).click();
  const modal = page.getByRole('dialog', { name: say('ru', 'modal.title') });
  await modal.getByLabel(say('ru', 'payment.method')).selectOption('card');
  await modal.getByRole('button', { name: say('ru', 'modal.submit') }).click();

  const [sandbox] = await Promise.all([context.waitForEvent('page'), modal.getByRole('link', { name: say('ru', 'modal.goToPay') }).click()]);
  await expect(sandbox.getByText('400,00 ₽').or(sandbox.getByText('400.00 ₽')).first()).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  // The provider's tab confirms the purchase, then returns to the screen it began on, which lists the pass.
  await sandbox.getByRole('button', { name: say('ru', 'confirmation.done') }).click();
  await expect(sandbox).toHaveURL(/\/profile\/abonements$/);
  await expect(cell(benefitRow(sandbox, 'ru', plate), 'type')).toHaveText(DAY_PASS.ru);
  // Back in the first tab the dialog has closed and the list is asked again.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(modal).toBeHidden();
  await expect(cell(benefitRow(page, 'ru', plate), 'type')).toHaveText(DAY_PASS.ru);
});

test('[SUBSCRIPTIONS] a driver who parked a long day yesterday reads which pass would have paid off', async ({ page, request, now }) => {
  const plate = freshPlate();
  const driver = await freshDriver(request, 'subs-advice', plate);
  const token = await signInAs(page, request, driver.email, driver.password);
  await topUp(request, token, 1000);
  // Three post-paid four-hour parkings yesterday on Perm's clock (UTC+5): more than a day pass costs.
  const yesterday = addDays(wallClockAt(now(), 'Asia/Yekaterinburg').date, -1);
  for (const hour of ['08', '12', '16']) {
    const paid = await request.post(`${cityByCode('perm').apiUrl}/api/payment/start`, {
      form: {
        Token: token,
        Zone: '101',
        Duration: '240',
        PaymentService: 'balance',
        Vehicle: JSON.stringify({ Number: plate }),
        timestart: `${yesterday}T${hour}:00:00+05:00`,
      },
    });
    expect(await paid.json(), `post-payment at ${hour}:00`).toMatchObject({ status: 'ok' });
  }
  const response = await request.get(`${cityByCode('perm').apiUrl}/api/profile/subscription-advice`, {
    params: { token },
    headers: { 'Accept-Language': 'en' },
  });
  const { result: advice } = (await response.json()) as { result: TSubscriptionAdvice };
  expect(advice.verdict).toBe('saving');
  const { offerLabel, zone, saving } = advice.best!;
  const amount = `${String(Math.round(saving / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₽`;

  await page.goto('/en/profile/abonements');
  const key = zone === '#' ? 'subscriptions.advice.savingAllZones' : 'subscriptions.advice.saving';
  await expect(page.locator('.subs-advice')).toHaveText(say('en', key, { offer: offerLabel, plate, zone, amount }));
});
