import { NOTIFICATION_DELAY_MS } from '@city-parking/contract/site/notification';
import { expect, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.use({ dismissNotification: false });

const popupAnswer = (url: URL) => url.pathname.endsWith('/api/notification/popup');

test('[SHELL] visitor closes the notification popup and it stays closed after a reload', async ({ page, request, now }) => {
  const popup = await siteApi(request, 'perm').popup();
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: popup.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(popup.message);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // The page's timers on a clock the test moves: the popup's delay passes without waiting for it.
  await page.clock.install({ time: now() });
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

test('[SHELL] the notification popup waits for an open dialog: under the sign-in dialog it is not shown, after it it is', async ({ page, request }) => {
  const popup = await siteApi(request, 'perm').popup();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: popup.title });
  await expect(dialog).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const signIn = page.getByRole('dialog', { name: 'Вход' });
  await expect(signIn).toBeVisible();
  // Nothing of the announcement stands over the dialog's backdrop, where it could be pressed instead.
  await expect(dialog).toBeHidden();
  await signIn.getByRole('button', { name: 'Закрыть' }).click();
  await expect(signIn).toBeHidden();
  await expect(dialog).toBeVisible();
});

test.describe('sevastopol', () => {
  test.use({ city: 'sevastopol' });

  test('[SHELL] the notification popup comes after the promo banner, not over it', async ({ page, request, now }) => {
    const popup = await siteApi(request, 'sevastopol').popup();
    // The first page of a browser session, where the promo banner shows.
    await page.addInitScript(() => window.sessionStorage.removeItem('promoBannerShown'));
    await page.clock.install({ time: now() });
    await page.goto('/');
    const promo = page.getByRole('dialog', { name: 'Специальное предложение' });
    await expect(promo).toBeVisible();
    await page.clock.runFor(NOTIFICATION_DELAY_MS * 4);
    const dialog = page.getByRole('dialog', { name: popup.title });
    await expect(dialog).toHaveCount(0);

    await promo.getByRole('button', { name: 'Закрыть' }).click();
    await expect(promo).toBeHidden();
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(popup.message);
  });
});
