import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

// Rostov pays without a balance and by parking id. Its first parking, P6101 (zone 6101), charges
// 60 ₽ an hour around the clock, and a stop charges the minute begun: a session stopped seconds
// after its start already costs a rouble, never nothing.
const PARKING = 'P6101';

test.use({ city: 'rostov' });

/** Roubles of a "К оплате: 1,00 ₽" / "To pay: 1.00 ₽" line, as written there. */
async function amountIn(dialog: Locator, label: RegExp): Promise<string> {
  const line = dialog.getByText(label);
  await expect(line).toBeVisible();
  return /(\d+[.,]\d\d)\s₽/.exec((await line.textContent())!)![1]!;
}

/** Follows the modal's Pay link: the provider's page opens in a new tab and the modal closes. */
async function openPaymentPage(context: BrowserContext, dialog: Locator, name: string): Promise<Page> {
  const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name }).click()]);
  await expect(dialog).toBeHidden();
  return sandbox;
}

test('[PARKING] driver starts a parking without paying, stops it, closes the payment page, then pays it from Deferred parkings', async ({
  page,
  request,
  context,
}) => {
  await registerDriver(request, { email: 'nobalance-ru@example.org', phone: '79233330001', password: 'nobalance26' }, 'rostov');
  await signInAs(page, request, 'nobalance-ru@example.org', 'nobalance26', 'rostov');

  await page.goto('/profile/parking');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Профиль' }).click();
  await expect(page.getByRole('menuitem', { name: 'Парковочные сессии' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Баланс' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Парковочные сессии');

  // No duration and no price: the session starts unpaid. The parking field offers its list through a
  // datalist, which makes it a combobox.
  const card = page.getByRole('region', { name: 'Оплата парковки' });
  await card.getByRole('combobox', { name: 'Парковка', exact: true }).fill(PARKING);
  await card.getByLabel('Госномер').fill('А161АА161');
  await expect(card.getByLabel('Продолжительность')).toHaveCount(0);
  await card.getByRole('button', { name: 'Начать парковку' }).click();
  await expect(card.getByRole('status')).toContainText('Парковка начата');

  const current = page.getByRole('region', { name: 'Текущие парковки' });
  const running = current.getByRole('listitem', { name: 'А161АА161' });
  // How long it has run, ticking each second, and what it has come to so far by the server's count.
  const elapsed = running.locator('time');
  await expect(elapsed).toHaveText(/^0:0\d:\d\d$/);
  const shownFirst = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(shownFirst!);
  await expect(running).toContainText(/Стоимость на сейчас: \d+,\d\d\s₽/);
  const soFar = Number((await running.getByText(/^Стоимость на сейчас/).textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  await expect(running.getByRole('progressbar')).toHaveCount(0);
  await expect(running.getByRole('button', { name: 'Продлить парковку А161АА161' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Парковки: 1' })).toBeVisible();

  await running.getByRole('button', { name: 'Завершить парковку А161АА161' }).click();
  const stop = page.getByRole('dialog', { name: 'Завершение парковки' });
  await expect(stop).toContainText('можно будет оплатить позже в разделе «Отложенные парковки»');
  await expect(stop.getByLabel('Способ оплаты')).toHaveValue('card');
  await stop.getByRole('button', { name: 'Завершить парковку' }).click();
  const amount = await amountIn(stop, /^К оплате: /);
  expect(Number(amount.replace(',', '.'))).toBeGreaterThan(0);
  // The stop asks what the card said it had come to, or a little more for the minutes since.
  expect(Number(amount.replace(',', '.'))).toBeGreaterThanOrEqual(soFar);
  await expect(stop).toContainText('откроется в новой вкладке');

  // The payment page is left without paying.
  const abandoned = await openPaymentPage(context, stop, 'Оплатить');
  await expect(abandoned.getByText(`${amount} ₽`)).toBeVisible();
  await abandoned.close();

  await expect(current).toContainText('Активных парковок нет.');
  const deferred = page.getByRole('region', { name: 'Отложенные парковки' });
  const debt = deferred.getByRole('listitem', { name: 'А161АА161' });
  await expect(debt).toContainText(`К оплате: ${amount} ₽`);

  await debt.getByRole('button', { name: 'Оплатить парковку А161АА161' }).click();
  const pay = page.getByRole('dialog', { name: 'Оплата отложенной парковки' });
  await expect(pay).toContainText(`К оплате: ${amount} ₽`);
  await pay.getByRole('button', { name: 'Продолжить' }).click();
  expect(await amountIn(pay, /^К оплате: /)).toBe(amount);
  const sandbox = await openPaymentPage(context, pay, 'Оплатить');
  await expect(sandbox.getByText(`${amount} ₽`)).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('status')).toContainText(/went through|Платёж прошёл/);
  await expect(sandbox.getByRole('heading', { name: 'Отложенная парковка оплачена' })).toBeVisible();
  await expect(sandbox.getByRole('main')).toContainText(`Сумма${amount} ₽`);
  // A city without a balance: nothing is said of one.
  await expect(sandbox.getByRole('main')).not.toContainText('Баланс');

  await page.reload();
  await expect(deferred).toContainText('Неоплаченных парковок нет.');
  await expect(deferred.getByRole('listitem')).toHaveCount(0);
});

test('[PARKING] driver stops a parking from the header, leaves the payment window and pays it later from Deferred parkings (English)', async ({
  page,
  request,
  context,
}) => {
  await registerDriver(request, { email: 'nobalance-en@example.org', phone: '79233330002', password: 'nobalance26' }, 'rostov');
  await signInAs(page, request, 'nobalance-en@example.org', 'nobalance26', 'rostov');

  await page.goto('/en/profile/parking');
  const card = page.getByRole('region', { name: 'Pay for parking' });
  await card.getByRole('combobox', { name: 'Parking', exact: true }).fill(PARKING);
  await card.getByLabel('Plate number').fill('В162ВВ161');
  await card.getByRole('button', { name: 'Start parking' }).click();
  await expect(card.getByRole('status')).toContainText('The parking has started');
  await expect(page.getByRole('region', { name: 'Current parkings' }).getByRole('listitem', { name: 'В162ВВ161' })).toContainText('Running');

  // The header's dropdown: no Extend, and Cancel reads Stop.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /\. Balance$/ })).toHaveCount(0);
  await header.getByRole('button', { name: 'Parkings: 1' }).click();
  const menu = page.getByRole('menu', { name: 'Current parkings' });
  await expect(menu.getByRole('menuitem', { name: /^В162ВВ161/ })).toContainText('Running');
  await expect(menu.getByRole('menuitem', { name: 'Extend the parking of В162ВВ161' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Stop the parking of В162ВВ161' }).click();

  const stop = page.getByRole('dialog', { name: 'Stop the parking' });
  await expect(stop).toContainText('you can pay for the parking later in Deferred parkings');
  await stop.getByRole('button', { name: 'Stop the parking' }).click();
  const amount = await amountIn(stop, /^To pay: /);
  expect(Number(amount.replace(',', '.'))).toBeGreaterThan(0);
  // The payment window is closed without paying.
  await stop.getByRole('button', { name: 'Cancel' }).click();
  await expect(stop).toBeHidden();

  await expect(header.getByRole('button', { name: 'Parkings: 0' })).toBeVisible();
  const deferred = page.getByRole('region', { name: 'Deferred parkings' });
  const debt = deferred.getByRole('listitem', { name: 'В162ВВ161' });
  await expect(debt).toContainText(`To pay: ${amount} ₽`);

  await debt.getByRole('button', { name: 'Pay for the parking of В162ВВ161' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay for a deferred parking' });
  await pay.getByRole('button', { name: 'Continue' }).click();
  expect(await amountIn(pay, /^To pay: /)).toBe(amount);
  const sandbox = await openPaymentPage(context, pay, 'Pay');
  // The provider's sandbox page writes amounts the Russian way.
  await expect(sandbox.getByText(`${amount.replace('.', ',')} ₽`)).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('status')).toContainText(/went through|Платёж прошёл/);

  await page.reload();
  await expect(deferred).toContainText('No unpaid parkings.');
});
