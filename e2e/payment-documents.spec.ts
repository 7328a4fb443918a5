import { formatMoney } from '@city-parking/contract/format/format-money';
import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { paymentDocumentsOf } from './fixtures/payment-documents.ts';
import { fillLegalPayer, openReceiptMode } from './fixtures/receipt-mode.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const { apiUrl } = cityByCode('perm');

for (const language of ['ru', 'en'] as const satisfies Language[]) {
  test(`[RECEIPTS] driver tops up by an invoice, prints and saves it, the bank pays it and the balance grows (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `invoice-${language}`);
    const token = await signInAs(page, request, driver.email, driver.password);
    await page.goto(language === 'ru' ? '/news' : '/en/news');
    const balance = page.getByRole('banner').getByRole('button', { name: say(language, 'header.balance') });
    await expect(balance).toHaveText(formatMoney(0, language));

    const dialog = await openReceiptMode(page, language, '1500');
    await fillLegalPayer(dialog, language);
    await dialog.getByRole('button', { name: say(language, 'receiptMode.next') }).click();

    const documents = () => paymentDocumentsOf(request, token);
    // The click only sends the request: the invoice exists once the server has answered it.
    await expect.poll(async () => (await documents()).length).toBe(1);
    const [document] = await documents();
    expect(document).toMatchObject({ type: 'legal', sum: 150_000 });
    await expect(dialog.getByRole('heading', { name: say(language, 'issued.invoiceTitle', { number: document!.receiptnumber }) })).toBeFocused();
    await expect(dialog.getByText(document!.UIN, { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatMoney(150_000, language), { exact: true })).toBeVisible();

    // Printing goes through a frame of its own that holds the PDF.
    await dialog.getByRole('button', { name: say(language, 'documents.print') }).click();
    await expect(page.locator('iframe[data-print-frame]')).toHaveAttribute('src', /^blob:/);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: say(language, 'documents.download') }).click()]);
    expect(download.suggestedFilename()).toBe('receipt.pdf');

    // The demo bank pays the invoice by its UIN and sum, as a bank statement would.
    const paid = await request.post(`${apiUrl}/dev/bank/pay`, { form: { uin: document!.UIN, sum: '1500' } });
    expect(await paid.json()).toMatchObject({ status: 'ok', result: { outcome: 'paid', receiptnumber: document!.receiptnumber } });

    await dialog.getByRole('button', { name: say(language, 'issued.done') }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: say(language, 'header.balance') })).toHaveText(formatMoney(150_000, language));
  });
}

test('[RECEIPTS] Cancel leaves receipt mode with the amount kept', async ({ page, request }) => {
  const driver = await freshDriver(request, 'receipt-cancel');
  await signInAs(page, request, driver.email, driver.password);
  await page.goto('/news');
  const dialog = await openReceiptMode(page, 'ru', '700');
  await dialog.getByRole('button', { name: say('ru', 'actions.cancel') }).click();
  await expect(dialog.getByRole('button', { name: say('ru', 'payments.pay') })).toBeVisible();
  await expect(dialog.getByLabel(say('ru', 'payments.amount'))).toHaveValue('700');
  await expect(dialog.getByLabel(say('ru', 'payment.method'))).not.toHaveValue('receipt');
});
