import type { BrowserContext, Page } from '@playwright/test';
import { cityByCode } from './fixtures/cities.ts';
import { outbox } from './fixtures/outbox.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';
import { expect, pathOf, test } from './fixtures/test.ts';

const { apiUrl } = cityByCode('perm');

interface TopUpTexts {
  menu: string;
  dialog: string;
  amount: string;
  method: string;
  pay: string;
  goToPay: string;
}

const RU: TopUpTexts = {
  menu: 'Пополнить баланс',
  dialog: 'Пополнение баланса',
  amount: 'Сумма',
  method: 'Способ оплаты',
  pay: 'Оплатить',
  goToPay: 'Перейти к оплате',
};
const EN: TopUpTexts = {
  menu: 'Top up the balance',
  dialog: 'Top up the balance',
  amount: 'Amount',
  method: 'Payment method',
  pay: 'Pay',
  goToPay: 'Go to payment',
};

/** The widget's report to the server, once its button has been pressed. */
function widgetReport(page: Page): Promise<URLSearchParams> {
  return page.waitForRequest((r) => r.url().includes('/api/payment/payment-from-portal')).then((r) => new URL(r.url()).searchParams);
}

/** Asks for a top-up link from the header's balance menu and follows it; the provider's page opens in a new tab. */
async function startTopUp(page: Page, context: BrowserContext, texts: TopUpTexts, balanceName: string, rubles: string, method: string): Promise<Page> {
  await page.getByRole('banner').getByRole('button', { name: balanceName }).click();
  await page.getByRole('menuitem', { name: texts.menu }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await dialog.getByLabel(texts.amount).fill(rubles);
  await dialog.getByLabel(texts.method).selectOption({ label: method });
  await dialog.getByRole('button', { name: texts.pay }).click();
  const [provider] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: texts.goToPay }).click()]);
  return provider;
}

test('[PAYMENT] driver pays from the phone account by answering the SMS, then by the card widget', async ({ page, request, context }) => {
  const phone = '79230000611';
  await registerDriver(request, { email: 'sms-payer@example.org', phone, password: 'smspayer2026' });
  await signInAs(page, request, 'sms-payer@example.org', 'smspayer2026');
  await page.goto('/news');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Баланс' });
  await expect(balance).toHaveText('0,00 ₽');

  // The phone from the profile is offered for the mobile method.
  const waitPage = await startTopUp(page, context, RU, 'Баланс', '150', 'Со счёта телефона');
  await expect(waitPage.getByRole('heading', { name: 'Подтвердите оплату по SMS' })).toBeVisible();
  expect(pathOf(waitPage)).toBe('/phone-payment-callback');
  await expect(waitPage.getByRole('status')).toContainText('следуйте инструкциям');
  await expect(waitPage.getByRole('link', { name: 'История операций' })).toHaveAttribute('href', '/profile/operations');
  expect((await outbox(request, 'perm').last(phone)).text).toContain('подтвердите оплату 150,00\u00A0₽');

  // The payer answers on the demo outbox page, as they would on the phone.
  const outboxPage = await context.newPage();
  await outboxPage.goto(`${apiUrl}/dev/outbox.html?to=${phone}`);
  await outboxPage.getByRole('button', { name: '1 — оплатить / pay' }).click();
  await expect(outboxPage.getByRole('row').filter({ hasText: 'подтвердите оплату 150,00' })).toBeVisible();
  await expect(outboxPage.getByRole('row').filter({ hasText: phone }).getByRole('button')).toHaveCount(0);

  // The waiting page asks the server meanwhile, and confirms the payment once it is done.
  await expect(waitPage.getByRole('heading', { name: 'Оплата по SMS подтверждена' })).toBeVisible();
  await expect(waitPage.getByRole('main')).toContainText('Баланс после оплаты150,00 ₽');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Баланс' })).toHaveText('150,00 ₽');

  // SBP goes through the card widget on the web app's own /payment page.
  const widgetPage = await startTopUp(page, context, RU, 'Баланс', '200', 'СБП');
  const widget = widgetPage.getByRole('dialog', { name: 'Оплата картой' });
  await expect(widget.getByText('200,00 ₽')).toBeVisible();
  await expect(widget.getByText('Чек придёт на sms-payer@example.org')).toBeVisible();
  const [report] = await Promise.all([widgetReport(widgetPage), widget.getByRole('button', { name: 'Оплатить' }).click()]);
  const invoiceId = new URL(widgetPage.url()).searchParams.get('invoiceId');
  expect(Object.fromEntries(report)).toMatchObject({ source: 'widget', order: invoiceId, billnumber: invoiceId, amount: '200.00', status: 'authorized' });
  expect(report.get('paymentDate')).toMatch(/^\d{14}$/);
  // Home with a fresh load, where the balance is read again.
  await expect.poll(() => pathOf(widgetPage), { timeout: 10_000 }).toBe('/');
  await expect(widgetPage.getByRole('banner').getByRole('button', { name: 'Баланс' })).toHaveText('350,00 ₽');
});

test('[PAYMENT] driver confirms a phone payment by an SMS reply and declines the card widget (English)', async ({ page, request, context }) => {
  const phone = '79230000612';
  await registerDriver(request, { email: 'sms-payer-en@example.org', phone, password: 'smspayer2026' });
  await signInAs(page, request, 'sms-payer-en@example.org', 'smspayer2026');
  await page.goto('/en');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Balance' });
  await expect(balance).toHaveText('0.00 ₽');

  const waitPage = await startTopUp(page, context, EN, 'Balance', '75', 'Mobile phone account');
  await expect(waitPage.getByRole('heading', { name: 'Confirm the payment by SMS' })).toBeVisible();
  expect(pathOf(waitPage)).toBe('/en/phone-payment-callback');
  await expect(waitPage.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en');
  // The SMS names the payment by a short reference; the only waiting payment also takes a bare answer.
  expect((await outbox(request, 'perm').last(phone)).text).toMatch(
    /^City Parking: confirm the payment of 75\.00\u00A0₽ \(payment ([A-Z2-9]{4})\)\. Reply 1 \1 to pay, 0 \1 to decline\.$/,
  );

  const reply = await request.post(`${apiUrl}/dev/outbox/reply`, { form: { from: phone, text: 'yes' } });
  expect(await reply.json()).toMatchObject({ status: 'ok', result: 'done' });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toHaveText('75.00 ₽');

  // A declined widget payment charges nothing.
  const widgetPage = await startTopUp(page, context, EN, 'Balance', '40', 'Faster Payments (SBP)');
  const widget = widgetPage.getByRole('dialog', { name: 'Card payment' });
  await expect(widget.getByText('40.00 ₽')).toBeVisible();
  const [report] = await Promise.all([widgetReport(widgetPage), widget.getByRole('button', { name: 'Decline' }).click()]);
  expect(report.get('status')).toBe('not authorized');
  await expect.poll(() => pathOf(widgetPage), { timeout: 10_000 }).toBe('/en');
  await expect(widgetPage.getByRole('banner').getByRole('button', { name: 'Balance' })).toHaveText('75.00 ₽');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance' })).toHaveText('75.00 ₽');
});

test.describe('guest in Sevastopol', () => {
  test.use({ city: 'sevastopol' });

  test('[GUEST] a guest paying from the phone account is told what to expect without a balance or a history, then sees the parking', async ({
    page,
    request,
  }) => {
    const phone = '79780000613';
    await page.goto('/guest-payment');
    const card = page.getByRole('region', { name: 'Оплата парковки' });
    await card.getByLabel('Зона').fill('9201');
    await card.getByLabel('Госномер').fill('т 613 ор 92');
    await card.getByRole('radio', { name: '1 ч' }).check();
    await expect(card.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
    await card.getByLabel('Способ оплаты').selectOption({ label: 'Со счёта телефона' });
    await card.getByLabel('Телефон').fill('+7 978 000-06-13');
    await card.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page.getByRole('heading', { name: 'Подтвердите оплату по SMS' })).toBeVisible();
    expect(pathOf(page)).toBe('/phone-payment-callback');
    const main = page.getByRole('main');
    await expect(main).toContainText('эта страница покажет, что оплачено');
    // A guest has neither: nothing speaks of them, and nothing leads to pages that need an account.
    await expect(main).not.toContainText(/баланс|истори/i);
    await expect(main.getByRole('link')).toHaveText(['На главную']);

    const reply = await request.post(`${cityByCode('sevastopol').apiUrl}/dev/outbox/reply`, { form: { from: phone, text: '1' } });
    expect(await reply.json()).toMatchObject({ status: 'ok', result: 'done' });
    await expect(page.getByRole('heading', { name: 'Оплата по SMS подтверждена' })).toBeVisible();
    await expect(main).toContainText('Зона9201');
    await expect(main).not.toContainText('Баланс');
  });
});
