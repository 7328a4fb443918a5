import { expect, test } from './fixtures/test.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

test('[PAYMENT] driver tops up the balance on the sandbox page and sees it grow', async ({ page, request, context }) => {
  await registerDriver(request, { email: 'saver@example.org', phone: '79230000501', password: 'saver2026' });
  await signInAs(page, request, 'saver@example.org', 'saver2026');
  await page.goto('/news');
  const header = page.getByRole('banner');
  const balance = header.getByRole('button', { name: 'Баланс' });
  await expect(balance).toHaveText('0,00 ₽');

  await balance.click();
  await page.getByRole('menuitem', { name: 'Пополнить баланс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await dialog.getByRole('button', { name: 'Оплатить' }).click();
  await expect(dialog.getByText('Заполните поле').or(dialog.getByText(/обязательн/i))).toBeVisible();
  await dialog.getByLabel('Сумма').fill('250,50');
  await dialog.getByRole('button', { name: 'Оплатить' }).click();

  const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Перейти к оплате' }).click()]);
  await expect(sandbox.getByText('250,50 ₽')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('status')).toContainText('Платёж прошёл');
  // What the server says the payment bought, until the driver is done with it.
  await expect(sandbox.getByRole('heading', { name: 'Баланс пополнен' })).toBeFocused();
  const bought = sandbox.getByRole('main');
  await expect(bought).toContainText('Что оплаченоПополнение баланса');
  await expect(bought).toContainText('Сумма250,50 ₽');
  await expect(bought).toContainText('Баланс после оплаты250,50 ₽');
  await sandbox.getByRole('button', { name: 'Готово' }).click();
  // Back to the page the payment started from.
  await expect.poll(() => new URL(sandbox.url()).pathname).toBe('/news');

  await page.reload();
  await expect(header.getByRole('button', { name: 'Баланс' })).toHaveText('250,50 ₽');
});

test('[PAYMENT] a declined payment charges nothing (English)', async ({ page, request, context }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/en');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Balance' });
  // The header shows the balance once the profile has loaded.
  await expect(balance).toHaveText(/₽$/);
  const before = await balance.textContent();
  await balance.click();
  await page.getByRole('menuitem', { name: 'Top up the balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up the balance' });
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Go to payment' }).click()]);
  await sandbox.getByRole('button', { name: 'Отклонить / Decline' }).click();
  await expect(sandbox.getByRole('status')).toContainText('declined');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toHaveText(before!);
});
