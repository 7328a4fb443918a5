import { NEWS_PAGE_SIZE } from '@city-parking/contract/site/news';
import { expect, pathOf, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test('[CONTENT] visitor pages through the news list to page 2', async ({ page, request }) => {
  const perm = siteApi(request, 'perm');
  const first = await perm.news(NEWS_PAGE_SIZE, 0);
  const second = await perm.news(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
  expect(second.items.length, `the demo seed must hold more than ${NEWS_PAGE_SIZE} news items`).toBeGreaterThan(0);

  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: first.items[0]!.title }).first()).toBeVisible();

  await main.getByRole('button', { name: '2', exact: true }).click();
  await expect(main.getByRole('link', { name: second.items[0]!.title }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: first.items[0]!.title })).toHaveCount(0);
});

test('[CONTENT] visitor opens a news item from the list', async ({ page, request }) => {
  const { items } = await siteApi(request, 'perm').news(NEWS_PAGE_SIZE, 0);
  const item = items[0]!;

  await page.goto('/news');
  await page.getByRole('main').getByRole('link', { name: item.title }).first().click();

  await expect.poll(() => pathOf(page)).toBe(`/news/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
});

test('[CONTENT] visitor reads the news in English under /en/news', async ({ page, request }) => {
  const { items } = await siteApi(request, 'perm').news(NEWS_PAGE_SIZE, 0, 'en');
  const item = items[0]!;

  await page.goto('/en/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('main').getByRole('link', { name: item.title }).first().click();

  await expect.poll(() => pathOf(page)).toBe(`/en/news/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
});
