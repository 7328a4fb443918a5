import { NOTIFICATION_DELAY_MS } from '@city-parking/contract/site/notification';
import { expect, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.use({ dismissNotification: false });

const popupAnswer = (url: URL) => url.pathname.endsWith('/api/notification/popup');

test('[SHELL] visitor closes the notification popup and it stays closed after a reload', async ({ page, request }) => {
  const popup = await siteApi(request, 'perm').popup();
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: popup.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(popup.message);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // The page's timers on a clock the test moves: the popup's delay passes without waiting for it.
  await page.clock.install();
  const answered = page.waitForResponse((response) => popupAnswer(new URL(response.url())));
  await page.reload();
  await answered;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  // The popup would have appeared NOTIFICATION_DELAY_MS after its answer; every timer of four times that runs now.
  await page.clock.runFor(NOTIFICATION_DELAY_MS * 4);
  await expect(dialog).toHaveCount(0);
});

test('[SHELL] a closed notification popup comes back when the announcement is newer', async ({ page, request }) => {
  const popup = await siteApi(request, 'perm').popup();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: popup.title });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // The demo server has no way to edit its announcement, so the visitor's record is made older
  // instead: to the page that is the same as the server publishing a newer one.
  const older = new Date(Date.parse(popup.updated) - 24 * 60 * 60 * 1000).toISOString();
  await page.evaluate((updated) => window.localStorage.setItem('perm_notification', JSON.stringify({ closed: true, updated })), older);
  await page.reload();

  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(popup.message);
});
