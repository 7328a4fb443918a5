import { expect, test } from './fixtures/test.ts';
import { driverWithReceipt } from './fixtures/fiscal-receipt.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const prefix = (language: Language) => (language === 'ru' ? '' : '/en');

for (const language of LANGUAGES) {
  test(`[RECEIPTS] a driver opens the fiscal receipt of a card top-up from the history (${language})`, async ({ page, request, context }) => {
    const { driver, link } = await driverWithReceipt(request, `receipt-${language}`, 150);
    await signInAs(page, request, driver.email, driver.password);
    await page.goto(`${prefix(language)}/profile/operations`);
    const receiptLink = page.getByRole('link', { name: new RegExp(say(language, 'operations.receiptLabel', { date: 'X' }).replace(/X$/, '')) }).first();
    await expect(receiptLink).toHaveAttribute('href', link);

    const [tab] = await Promise.all([context.waitForEvent('page'), receiptLink.click()]);
    await tab.goto(`${prefix(language)}${link}`);
    const main = tab.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say(language, 'receipt.title.income') })).toBeVisible();
    await expect(main.getByText(say(language, 'receipt.verdict.genuine.title'))).toBeVisible();
    await expect(main.getByText(`${say(language, 'receipt.items')} · ${say(language, 'receipt.method.advance')}`)).toBeVisible();
    await expect(main.getByRole('img', { name: say(language, 'receipt.qr') })).toBeVisible();
    await expect(main.getByText(/^t=\d{8}T\d{4}&s=150\.00&fn=\d{16}&i=\d+&fp=\d+&n=1$/)).toBeVisible();
  });
}

test('[RECEIPTS] a receipt whose amount was changed on the way says it is not genuine', async ({ page, request }) => {
  const { link } = await driverWithReceipt(request, 'receipt-tampered', 200);
  await page.route('**/api/fiscal-receipt/v1?**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { result: { receipt: { total: number; electronic: number } } };
    answer.result.receipt.total = 2_000_000;
    answer.result.receipt.electronic = 2_000_000;
    await route.fulfill({ response, json: answer });
  });
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByText(say('ru', 'receipt.verdict.forged.title'))).toBeVisible();
});

test('[RECEIPTS] an unknown receipt link says the receipt is not found', async ({ page }) => {
  await page.goto('/receipt/AAAAAAAAAAAAAAAAAAAAAA?city=perm');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: say('ru', 'receipt.notFound.title') })).toBeVisible();
});
