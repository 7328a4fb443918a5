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

test('[CONTENT] visitor of a missing page gets the not-found page and returns to the main page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.ok()).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
});
