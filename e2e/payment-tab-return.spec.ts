import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

// The provider's page opens in a tab of its own; the tab the payment began in must learn the outcome
// from the server without a reload. Headless Chromium keeps every tab visible and focused, so nothing
// here tells the first tab that the driver came back: it hears of the payment from the other tab.

/** Follows a dialog's pay link: the provider's page opens in a new tab of the same browser. */
async function openPaymentPage(context: BrowserContext, dialog: Locator, name: string): Promise<Page> {
  const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name }).click()]);
  return sandbox;
}

test('[PAYMENT] after a top-up paid in the provider tab the first tab shows the new balance and closes the dialog', async ({ page, request, context }) => {
  await registerDriver(request, { email: 'tab-return@example.org', phone: '79230000631', password: 'tabreturn26' });
  await signInAs(page, request, 'tab-return@example.org', 'tabreturn26');
  await page.goto('/news');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Баланс' });
  await expect(balance).toHaveText('0,00 ₽');

  await balance.click();
  await page.getByRole('menuitem', { name: 'Пополнить баланс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await dialog.getByLabel('Сумма').fill('500');
  await dialog.getByRole('button', { name: 'Оплатить' }).click();
  const sandbox = await openPaymentPage(context, dialog, 'Перейти к оплате');
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('heading', { name: 'Баланс пополнен' })).toBeVisible();

  // The first tab, untouched since: the spent dialog is gone, the outcome is said, the balance is new.
  await expect(balance).toHaveText('500,00 ₽');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Баланс пополнен' })).toHaveText('Баланс пополнен: 500,00 ₽');
});

test('[PAYMENT] a top-up declined in the provider tab closes the first tab’s dialog saying so (English)', async ({ page, request, context }) => {
  await registerDriver(request, { email: 'tab-decline@example.org', phone: '79230000602', password: 'tabreturn26' });
  await signInAs(page, request, 'tab-decline@example.org', 'tabreturn26');
  await page.goto('/en/news');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Balance' });
  await expect(balance).toHaveText('0.00 ₽');

  await balance.click();
  await page.getByRole('menuitem', { name: 'Top up the balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up the balance' });
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const sandbox = await openPaymentPage(context, dialog, 'Go to payment');
  await sandbox.getByRole('button', { name: 'Отклонить / Decline' }).click();
  await expect(sandbox.getByRole('status')).toContainText('declined');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText('The payment was declined; no money was taken.');
  await expect(balance).toHaveText('0.00 ₽');
});

test.describe('a city without a balance, on a phone', () => {
  test.use({ city: 'rostov', viewport: { width: 375, height: 812 } });

  test('[PARKING] a deferred parking paid in the provider tab leaves the first tab’s list of debts, and the plate parks again (English)', async ({
    page,
    request,
    context,
  }) => {
    await registerDriver(request, { email: 'tab-deferred@example.org', phone: '79233330601', password: 'tabreturn26' }, 'rostov');
    await signInAs(page, request, 'tab-deferred@example.org', 'tabreturn26', 'rostov');
    await page.goto('/en/profile/parking');
    const card = page.getByRole('region', { name: 'Pay for parking' });
    await card.getByRole('combobox', { name: 'Parking', exact: true }).fill('P6101');
    await card.getByLabel('Plate number').fill('Е601ЕЕ161');
    await card.getByRole('button', { name: 'Start parking' }).click();
    await expect(card.getByRole('status')).toContainText('The parking has started');

    const running = page.getByRole('region', { name: 'Current parkings' }).getByRole('listitem', { name: 'Е601ЕЕ161' });
    await running.getByRole('button', { name: 'Stop the parking of Е601ЕЕ161' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop the parking' });
    await stop.getByRole('button', { name: 'Stop the parking' }).click();
    await expect(stop.getByText(/^To pay: /)).toBeVisible();
    await stop.getByRole('button', { name: 'Cancel' }).click();

    const deferred = page.getByRole('region', { name: 'Deferred parkings' });
    const debt = deferred.getByRole('listitem', { name: 'Е601ЕЕ161' });
    const due = /To pay: (\d+\.\d\d\s₽)/.exec((await debt.getByText(/^To pay: /).textContent())!)![1]!;
    await debt.getByRole('button', { name: 'Pay for the parking of Е601ЕЕ161' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay for a deferred parking' });
    await pay.getByRole('button', { name: 'Continue' }).click();
    const sandbox = await openPaymentPage(context, pay, 'Pay');
    await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect(sandbox.getByRole('heading', { name: 'Deferred parking paid' })).toBeVisible();

    // The first tab, untouched since: the debt is gone with its «Pay», and the outcome is said.
    await expect(deferred).toContainText('No unpaid parkings.');
    await expect(debt).toHaveCount(0);
    const outcome = page.getByRole('status').filter({ hasText: 'Deferred parking paid' });
    await expect(outcome).toHaveText(`Deferred parking paid: ${due}`);
    const axe = await new AxeBuilder({ page })
      .include('.mantine-Notification-root')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);

    // Right after, perhaps within the minute the parking was stopped in, the same car parks again.
    await card.getByRole('combobox', { name: 'Parking', exact: true }).fill('P6101');
    await card.getByLabel('Plate number').fill('Е601ЕЕ161');
    await card.getByRole('button', { name: 'Start parking' }).click();
    await expect(running).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
  });
});
