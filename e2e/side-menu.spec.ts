import { expect, pathOf, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('[SHELL] visitor on a phone opens the side menu and navigates from it', async ({ page, request }) => {
  const options = await siteApi(request, 'perm').options();
  await page.goto('/');

  await page.getByRole('button', { name: 'Открыть или закрыть меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Карта парковок' })).toBeVisible();
  for (const item of options.menuItems.mobile) {
    await expect(menu.getByRole('link', { name: item.titles.ru, exact: true })).toBeVisible();
  }
  const stores = menu.getByRole('group', { name: 'Мобильное приложение' });
  if (options.appLinks.iosLink) await expect(stores.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', options.appLinks.iosLink);
  if (options.appLinks.androidLink) await expect(stores.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', options.appLinks.androidLink);
  await expect(menu.getByRole('link', { name: options.contacts.email })).toHaveAttribute('href', `mailto:${options.contacts.email}`);
  await expect(menu.locator(`a[href="tel:+${options.contacts.phone.replace(/\D/g, '')}"]`)).toBeVisible();

  const news = options.menuItems.mobile.find((item) => item.path === '/news')!;
  await menu.getByRole('link', { name: news.titles.ru, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/news');
  await expect(menu).toBeHidden();
});

test('[SHELL] visitor on a phone closes the side menu by tapping outside it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Открыть или закрыть меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();

  // The drawer is 300 px wide on the left; the overlay takes the rest of the 375 px screen.
  await page.mouse.click(355, 600);
  await expect(menu).toBeHidden();
  expect(pathOf(page)).toBe('/');
});
