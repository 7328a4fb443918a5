import { expect, pathOf, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test('[CONTENT] visitor reads the personal data rules', async ({ page, request }) => {
  const rules = await siteApi(request, 'perm').page('personal-data-rules');

  await page.goto('/pages/personal-data-rules');
  await expect(page.getByRole('heading', { level: 1, name: rules.title })).toBeVisible();
  const firstSentence = rules.body
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split('.')[0]!
    .trim();
  await expect(page.getByRole('main')).toContainText(firstSentence);
});

test('[CONTENT] visitor opens bare /pages, sees every page listed and follows one', async ({ page, request }) => {
  const pages = await siteApi(request, 'perm').pages('en');
  expect(pages.length).toBeGreaterThan(0);

  await page.goto('/en/pages');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
  for (const item of pages) await expect(main.getByRole('link', { name: item.title, exact: true })).toBeVisible();
  const rules = pages.find((item) => item.path === 'personal-data-rules')!;
  await main.getByRole('link', { name: rules.title, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/en/pages/personal-data-rules');
  await expect(main.getByRole('heading', { level: 1, name: rules.title })).toBeVisible();
});

test('[CONTENT] the addresses of registration and restore steps open those pages, not the not-found page', async ({ page }) => {
  for (const path of ['/registration/confirmation/2/a1b2c3', '/registration/confirmation/2/a1b2c3/1234']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  }
  for (const path of ['/restore-password/1', '/en/restore-password/2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: path.startsWith('/en') ? 'Password restore' : 'Восстановление пароля' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('[CONTENT] visitor of a missing page gets the not-found page and returns to the main page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.ok()).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
});
