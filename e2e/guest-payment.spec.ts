import type { Page } from '@playwright/test';
import { expect, pathOf, storedValue, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';
import { signInAs } from './fixtures/sign-in.ts';

// Zones 9201 (Sevastopol) and 6101 (Rostov) charge 60 ₽ an hour around the clock: the price is the
// same at any hour of the run.

/** The guest pays on the sandbox provider's page in this tab and comes back to the result page. */
async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByText('60,00 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить / Pay' }).click();
}

test.describe('guest in Sevastopol', () => {
  test.use({ city: 'sevastopol' });

  test('[GUEST] pays for an hour in zone 9201 without an account, sees the confirmation and gets it by SMS', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Оплатить без регистрации' }).click();
    await expect(page).toHaveURL(/\/guest-payment$/);
    await expect(page.getByRole('heading', { name: 'Оплата без регистрации' })).toBeVisible();

    const card = page.getByRole('region', { name: 'Оплата парковки' });
    // Sevastopol has no barrier lots: the roadside payment is the only one.
    await expect(card.getByRole('tab', { name: 'Уличная парковка' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByRole('tab', { name: 'Плоскостная парковка' })).toHaveCount(0);
    await card.getByLabel('Зона').fill('9201');
    await card.getByLabel('Госномер').fill('т 512 ор 92');
    await card.getByRole('radio', { name: '1 ч' }).check();
    await expect(card.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
    await expect(card.getByRole('table', { name: 'Расчёт по тарифам' })).toContainText('60,00 ₽');
    // A guest has no balance: only the provider's methods are offered, the first one chosen.
    await expect(card.getByLabel('Способ оплаты')).toHaveValue('card');
    await expect(card.getByLabel('Способ оплаты').getByRole('option', { name: 'С баланса' })).toHaveCount(0);

    const submit = card.getByRole('button', { name: 'Продолжить' });
    await card.getByLabel('Телефон').fill('+7 978');
    await card.getByLabel('Телефон').blur();
    await expect(card.getByText('Телефон должен содержать 11 цифр')).toBeVisible();
    await expect(submit).toBeDisabled();
    await card.getByLabel('Телефон').fill('+7 978 000-00-11');
    await expect(submit).toBeEnabled();
    // The guest token is kept as the third kind of token, beside the driver's and the corporate one.
    expect(await storedValue(page, 'sevastopol_guest')).toBeTruthy();

    await submit.click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/payment\?/);
    await expect(page.getByRole('status')).toContainText('Платёж прошёл');
    const bought = page.getByRole('main');
    await expect(page.getByRole('heading', { name: 'Парковка оплачена' })).toBeFocused();
    await expect(bought).toContainText('Что оплаченоПарковка без регистрации');
    await expect(bought).toContainText('Зона9201');
    await expect(bought).toContainText('ГосномерТ512ОР92');
    await expect(bought).toContainText('Сумма60,00 ₽');
    await expect(bought).not.toContainText('Баланс');

    // The guest gets the same by SMS, with a link to the receipt page of the session.
    const sms = await outbox(request, 'sevastopol').last('79780000011');
    expect(sms.text).toMatch(/^Городская парковка: оплачено 60,00\s₽\. Парковка P9201, зона 9201, Т512ОР92, /);
    const link = /\S*\/check\?\S+/.exec(sms.text)![0];
    expect(new URL(link, 'http://site').searchParams.get('city')).toBe('sevastopol');

    // Then back to the page the payment began on.
    await page.getByRole('button', { name: 'Готово' }).click();
    await expect(page).toHaveURL(/\/guest-payment$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Чек за парковку' })).toBeVisible();
    await expect(page.getByText('Парковка P9201, зона 9201')).toBeVisible();
    await expect(page.getByText('Т512ОР92')).toBeVisible();
    await expect(page.getByText('60,00 рублей')).toBeVisible();
  });

  test('[GUEST] pays for half an hour in zone 9201 without an account (English)', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('link', { name: 'Pay without registration' }).click();
    await expect(page).toHaveURL(/\/en\/guest-payment$/);

    const card = page.getByRole('region', { name: 'Pay for parking' });
    await card.getByLabel('Zone').fill('9201');
    await card.getByLabel('Plate number').fill('Т513ОР92');
    await card.getByRole('radio', { name: '30 min' }).check();
    await expect(card.getByLabel('To pay: 30.00 ₽')).toBeVisible();
    // The hourly price: the cost column splits in two when the half hour crosses midnight (a row a day).
    await expect(card.getByRole('table', { name: 'Cost by tariff' })).toContainText('60.00 ₽');
    await card.getByLabel('Phone').fill('8 978 000 00 12');
    await card.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.getByText('30,00 ₽')).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect(page).toHaveURL(/\/en\/payment\?/);
    await expect(page.getByRole('status')).toContainText('The payment went through');
    await expect(page.getByRole('heading', { name: 'Parking paid' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Paid forParking without an account');
    await expect(page.getByRole('main')).toContainText('Amount30.00 ₽');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/en\/guest-payment$/);
  });

  test('[GUEST] a signed-in driver opening /guest-payment is sent to the main page', async ({ page, request }) => {
    await signInAs(page, request, 'demo@parking.test', 'demo2026', 'sevastopol');
    await page.goto('/guest-payment');
    await expect(page).toHaveURL(/\/$/);
    expect(pathOf(page)).toBe('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Оплатить без регистрации' })).toHaveCount(0);
  });
});

test.describe('guest in Rostov', () => {
  test.use({ city: 'rostov' });

  test('[GUEST] chooses the parking by its code and pays for it without an account', async ({ page }) => {
    await page.goto('/guest-payment');
    const card = page.getByRole('region', { name: 'Оплата парковки' });
    // Rostov pays by parking (paymentByParkingId): the field names parkings, chosen by code.
    await expect(card.getByLabel('Зона')).toHaveCount(0);
    await card.getByLabel(/^Парковка/).fill('P6101');
    await card.getByLabel('Госномер').fill('А514ВС61');
    await card.getByRole('radio', { name: '1 ч' }).check();
    await expect(card.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
    await card.getByLabel('Телефон').fill('79280000013');
    await card.getByRole('button', { name: 'Продолжить' }).click();

    await payOnSandbox(page);
    await expect(page.getByRole('status')).toContainText('Платёж прошёл');
    // Rostov pays by parking: the confirmation names the parking chosen.
    await expect(page.getByRole('main')).toContainText('ПарковкаP6101');
  });
});
