import { expect, pathOf, test } from './fixtures/test.ts';

test('[SHELL] visitor switches the site to English', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await header.getByRole('button', { name: 'Язык' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect.poll(() => pathOf(page)).toBe('/en');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await header.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(header.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('[SHELL] visitor opens a page under /ru and is sent to the address without the prefix', async ({ page }) => {
  await page.goto('/ru/news');
  await expect.poll(() => pathOf(page)).toBe('/news');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('[SHELL] visitor opens a page under an unsupported language and lands on the main page', async ({ page }) => {
  await page.goto('/de/news');
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
});
