import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { companyToken, demoCompany, signInCompany } from './fixtures/company.ts';
import { paymentDocumentsOf } from './fixtures/payment-documents.ts';
import { COMPANY } from './fixtures/receipt-mode.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const at = (language: Language, path: string) => `${language === 'en' ? '/en' : ''}${path}`;
/** Kopecks of a shown amount ("1 234,50 ₽" or "₽1,234.50"), whichever the language's format. */
const kopecksOf = (shown: string) => Number(shown.replace(/[^\d]/g, ''));

for (const [language, typed, kopecks] of [
  ['ru', '250,50', 25_050],
  ['en', '100', 10_000],
] as const) {
  test(`[COOP] a company tops up its balance by card; the balance grows once the provider confirms (${language})`, async ({ page, request, context }) => {
    await signInCompany(page, request);
    await page.goto(at(language, '/coop-profile'));
    const balance = page.getByTestId('coop-balance');
    await expect(balance).toHaveText(/\d/);
    const before = kopecksOf((await balance.textContent())!);

    await page.getByRole('button', { name: say(language, 'coop.topUp') }).click();
    const dialog = page.getByRole('dialog', { name: say(language, 'payments.refillTitle') });
    await dialog.getByLabel(say(language, 'payments.amount')).fill(typed);
    await dialog.getByRole('button', { name: say(language, 'payments.pay') }).click();
    const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: say(language, 'payments.goToPay') }).click()]);

    // Nothing is credited while the payment waits at the provider.
    await page.reload();
    await expect(balance).toHaveText(/\d/);
    expect(kopecksOf((await balance.textContent())!)).toBe(before);

    await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
    // The payment page reads the company's payment with the company's token.
    await expect(sandbox.getByRole('heading', { name: say(language, 'confirmation.title.refill') })).toBeVisible();
    await sandbox.getByRole('button', { name: say(language, 'confirmation.done') }).click();
    await expect.poll(() => new URL(sandbox.url()).pathname).toBe(at(language, '/coop-profile'));

    await page.bringToFront();
    await page.reload();
    await expect.poll(async () => kopecksOf((await balance.textContent()) ?? '')).toBe(before + kopecks);
  });
}

for (const [language, typed, kopecks] of [
  ['ru', '1200,50', 120_050],
  ['en', '700', 70_000],
] as const) {
  test(`[COOP] a company tops up its balance by invoice; the balance grows once the bank pays it (${language})`, async ({ page, request }) => {
    await signInCompany(page, request);
    await page.goto(at(language, '/coop-profile'));
    const balance = page.getByTestId('coop-balance');
    await expect(balance).toHaveText(/\d/);
    const before = kopecksOf((await balance.textContent())!);

    await page.getByRole('button', { name: say(language, 'coop.topUp') }).click();
    const dialog = page.getByRole('dialog', { name: say(language, 'payments.refillTitle') });
    await dialog.getByLabel(say(language, 'payments.amount')).fill(typed);
    await dialog.getByLabel(say(language, 'payment.method')).selectOption('receipt');
    // The company is the payer: a legal entity, its name and INN filled in; no choice of an individual.
    await expect(dialog.getByLabel(say(language, 'payer.name'))).toHaveValue(demoCompany.name);
    await expect(dialog.getByLabel(say(language, 'payer.inn'))).toHaveValue(demoCompany.inn);
    await expect(dialog.getByRole('radio', { name: say(language, 'receiptMode.individual') })).toHaveCount(0);
    await dialog.getByLabel(say(language, 'payer.ogrn')).fill(COMPANY.ogrn);
    await dialog.getByLabel(say(language, 'payer.kpp')).fill(COMPANY.kpp);
    await dialog.getByLabel(say(language, 'payer.legalAddress')).fill('614000, г. Пермь, ул. Ленина, д. 10');

    // The invoice is the company's: its own list has it, read with a coop token.
    const { apiUrl } = cityByCode('perm');
    const token = await companyToken(request);
    const invoices = () => paymentDocumentsOf(request, token);
    const earlier = new Set((await invoices()).map(({ receiptnumber }) => receiptnumber));
    await dialog.getByRole('button', { name: say(language, 'receiptMode.next') }).click();
    // The click only sends the request: the invoice exists once the server has answered it.
    const issued = async () => (await invoices()).filter(({ receiptnumber }) => !earlier.has(receiptnumber));
    await expect.poll(async () => (await issued()).length).toBe(1);
    const [invoice] = await issued();
    expect(invoice).toMatchObject({ type: 'legal', sum: kopecks });
    await expect(dialog.getByRole('heading', { name: say(language, 'issued.invoiceTitle', { number: invoice!.receiptnumber }) })).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: say(language, 'documents.download') }).click()]);
    expect(download.suggestedFilename()).toBe('receipt.pdf');

    // Issued, not paid: nothing credited yet. Then the demo bank pays it by its UIN and sum, as a statement would.
    await page.reload();
    await expect(balance).toHaveText(/\d/);
    expect(kopecksOf((await balance.textContent())!)).toBe(before);
    const paid = await request.post(`${apiUrl}/dev/bank/pay`, { form: { uin: invoice!.UIN, sum: String(kopecks / 100) } });
    expect(await paid.json()).toMatchObject({ status: 'ok', result: { outcome: 'paid', receiptnumber: invoice!.receiptnumber } });
    await page.reload();
    await expect.poll(async () => kopecksOf((await balance.textContent()) ?? '')).toBe(before + kopecks);
  });
}

test('[COOP] a company downloads its statement of the month as PDF and XLSX', async ({ page, request }) => {
  await signInCompany(page, request);
  await page.goto('/coop-profile');
  for (const [format, button] of [
    ['pdf', 'coop.statement.pdf'],
    ['xlsx', 'coop.statement.xlsx'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say('ru', button) }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  }
});
