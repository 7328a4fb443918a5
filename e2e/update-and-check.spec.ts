import { expect, pathOf, storedValue, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.describe('sevastopol', () => {
  test.use({ city: 'sevastopol' });

  test('[CONTENT] visitor reads about the new site with the short number and command examples', async ({ page, request }) => {
    const sevastopol = siteApi(request, 'sevastopol');
    const [options, commands] = await Promise.all([sevastopol.options(), sevastopol.smsCommands()]);

    await page.goto('/update');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Новый сайт и приложение' })).toBeVisible();
    await expect(main.getByText(options.numberSmsSendTo, { exact: true })).toBeVisible();
    for (const command of commands) await expect(main.getByText(command.example, { exact: true })).toBeVisible();
  });
});

test('[CONTENT] visitor of a city that did not move is sent from /update to the main page', async ({ page }) => {
  await page.goto('/update');
  await expect.poll(() => pathOf(page)).toBe('/');
});

test('[CONTENT] visitor opens a receipt link and reads it in both languages', async ({ page }) => {
  const query = 'title=Зона 101&dateIn=2026-11-20T09:00:00Z&dateOut=2026-11-20T11:30:00Z&price=15000&ts=А123ВС59';
  await page.goto(`/check?${query}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Чек за парковку' })).toBeVisible();
  await expect(main.getByText('150,00 рублей')).toBeVisible();
  await expect(main.getByText('20.11.2026 14:30')).toBeVisible();

  await page.goto(`/en/check?${query}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Parking receipt' })).toBeVisible();
  await expect(main.getByText('150.00 roubles')).toBeVisible();
});

test('[CONTENT] a signed-in driver opening a receipt link goes to the main page', async ({ page, request }) => {
  const answer = await request.post('/city/perm/api/auth/login', { form: { login: 'demo@parking.test', password: 'demo2026' } });
  const { id_session: token } = (await answer.json()) as { id_session: string };
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('perm_standart', value), token);
  await page.goto('/check?title=x&price=100');
  await expect.poll(() => pathOf(page)).toBe('/');
  expect(await storedValue(page, 'perm_standart')).toBe(token);
});
