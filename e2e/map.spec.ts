import { expect, test } from './fixtures/test.ts';

test('[MAP] visitor sees the zones on the map and opens one found by its number', async ({ page }) => {
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect(map).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  // Leaflet drew the zones on its canvas.
  await expect(map.locator('canvas')).toBeVisible();

  await page.getByLabel('Поиск зоны').fill('101');
  await page.getByLabel('Поиск зоны').press('Enter');
  const card = page.getByRole('region', { name: 'Зона 101' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Будни');
  await expect(card).toContainText(/Свободно \d+ из \d+/);

  // A guest is asked to log in before paying.
  await card.getByRole('button', { name: 'Оплатить парковку' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
});

test('[MAP] the map speaks English under /en', async ({ page }) => {
  await page.goto('/en');
  await page.getByLabel('Find a zone').fill('150');
  await page.getByLabel('Find a zone').press('Enter');
  await expect(page.getByRole('region', { name: 'Zone 150' })).toContainText('Weekdays');
});

test('[MAP] a search with no match says so, and on a phone the found zone is scrolled into sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  const search = page.getByLabel('Поиск зоны');

  await search.fill('99999');
  await search.press('Enter');
  await expect(search).toHaveAccessibleDescription(/Зона не найдена/);
  await expect(page.getByRole('region', { name: /^Зона / })).toHaveCount(0);

  await search.fill('101');
  await expect(search).not.toHaveAccessibleDescription(/Зона не найдена/);
  await search.press('Enter');
  await expect(page.getByRole('region', { name: 'Зона 101' })).toBeInViewport();
});

for (const language of ['ru', 'en'] as const) {
  test(`[MAP] the zoom buttons speak the page's language and the map names the search as the keyboard's way to a zone (${language})`, async ({ page }) => {
    const ru = language === 'ru';
    await page.goto(ru ? '/' : '/en');
    const map = page.getByTestId('parking-map');
    await expect(map.getByRole('button', { name: ru ? 'Приблизить' : 'Zoom in' })).toBeVisible();
    await expect(map.getByRole('button', { name: ru ? 'Отдалить' : 'Zoom out' })).toBeVisible();
    await expect(map.getByRole('button', { name: /Zoom/ })).toHaveCount(ru ? 0 : 2);
    const hint = ru ? /зону находит поиск/ : /find a zone by search/;
    await expect(page.getByText(hint)).toBeVisible();
    await expect(map).toHaveAccessibleDescription(hint);
    // The path it names: the search, Enter, the zone's card.
    const search = page.getByLabel(ru ? 'Поиск зоны' : 'Find a zone');
    await expect(search).toHaveAccessibleDescription(hint);
    await search.focus();
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: ru ? 'Зона 150' : 'Zone 150' })).toBeVisible();
  });
}
