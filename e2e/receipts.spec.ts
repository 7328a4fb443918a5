import type { Page } from '@playwright/test';
import { cityByCode } from './fixtures/cities.ts';
import { freshContacts, freshDriver } from './fixtures/drivers.ts';
import { driverWithDocument } from './fixtures/payment-documents.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const localized = (path: string, language: Language) => (language === 'en' ? `/en${path}` : path);

interface OutboxMail {
  to: string;
  text: string;
  attachments: { name: string; type: string; size: number; url: string }[];
}

/** The demo outbox's letters to an address, newest first. */
async function mailsTo(page: Page, to: string): Promise<OutboxMail[]> {
  const response = await page.request.get(`${cityByCode('perm').apiUrl}/dev/outbox`, { params: { to } });
  return ((await response.json()) as { result: OutboxMail[] }).result;
}

for (const language of LANGUAGES) {
  test(`[RECEIPTS] a driver finds the document, downloads receipt.pdf and e-mails it (${language})`, async ({ page, request }) => {
    const { driver, document } = await driverWithDocument(request, `receipts-${language}`);
    await signInAs(page, request, driver.email, driver.password);
    await page.goto(localized('/', language));

    // The profile menu leads there (the city uses receipts).
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(say(language, 'header.profile')) })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.receipts') }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/profile/receipts', language)}$`));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'receipts.title') })).toBeVisible();

    const table = page.getByRole('table', { name: say(language, 'receipts.caption') });
    const row = table.locator('tbody').filter({ has: page.getByRole('rowheader', { name: document.receiptnumber }) });
    await expect(row).toContainText(document.UIN);
    await expect(row).toContainText(say(language, 'receipts.type.individual'));
    await expect(row).toContainText(say(language, 'receipts.status.issued'));
    const actions = row.getByRole('group', { name: say(language, 'documents.actions', { number: document.receiptnumber }) });

    const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: say(language, 'documents.download') }).click()]);
    expect(download.suggestedFilename()).toBe('receipt.pdf');
    const bytes = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // A bad address is refused as the spec words it; a good one gets the letter with the PDF.
    await actions.getByRole('button', { name: say(language, 'documents.email') }).click();
    const form = row.getByRole('form', { name: say(language, 'documents.emailForm', { number: document.receiptnumber }) });
    const field = form.getByRole('textbox', { name: say(language, 'documents.emailAddress') });
    await expect(field).toHaveValue(driver.email);
    await field.fill('accounts@firm');
    await form.getByRole('button', { name: say(language, 'documents.send'), exact: true }).click();
    await expect(form).toContainText(language === 'ru' ? 'Неверный формат адреса' : 'Wrong address format');
    const to = freshContacts(`receipts-mail-${language}`).email;
    await field.fill(to);
    await form.getByRole('button', { name: say(language, 'documents.send'), exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(say(language, 'documents.sent', { email: to }));

    const [mail] = await mailsTo(page, to);
    expect(mail?.text).toContain(document.UIN);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf' });
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
  });

  test(`[RECEIPTS] a new driver reads that there are no receipts (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `receipts-empty-${language}`);
    await signInAs(page, request, driver.email, driver.password);
    await page.goto(localized('/profile/receipts', language));
    await expect(page.getByRole('main').getByText(say(language, 'receipts.empty'))).toBeVisible();
  });
}
