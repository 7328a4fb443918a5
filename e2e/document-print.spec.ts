import { driverWithDocument } from './fixtures/payment-documents.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { webText as say } from './fixtures/web-texts.ts';

test('[RECEIPTS] «Печать» opens the print dialog with the document, under the CSP, and leaves one frame', async ({ page, request }) => {
  // Headless Chromium has no print dialog: every window's print() (the print frame's too) counts instead.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as (Window & { printCalls?: number }) | null;
      if (top) top.printCalls = (top.printCalls ?? 0) + 1;
    };
  });
  // What a blocked frame caused: the policy's refusal, then the page throwing on the frame's window.
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    if (/frame|print|cross-origin/i.test(error.message)) problems.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  const { driver, document } = await driverWithDocument(request, 'print');
  await signInAs(page, request, driver.email, driver.password);
  await page.goto('/profile/receipts');

  const table = page.getByRole('table', { name: say('ru', 'receipts.caption') });
  const row = table.locator('tbody').filter({ has: page.getByRole('rowheader', { name: document.receiptnumber }) });
  const print = row.getByRole('button', { name: say('ru', 'documents.print') });
  const printCalls = () => page.evaluate(() => (window as Window & { printCalls?: number }).printCalls ?? 0);
  for (const times of [1, 2, 3]) {
    await print.click();
    await expect.poll(printCalls).toBe(times);
  }
  // The frame holds the PDF itself (the browser's viewer), and each click replaced the one before.
  await expect(page.locator('iframe[data-print-frame]')).toHaveCount(1);
  const frame = page.frames().find((f) => f.url().startsWith('blob:'));
  expect(frame, 'the print frame shows the document').toBeDefined();
  expect(problems).toEqual([]);
});
