import { expect, storedValue, test } from './fixtures/test.ts';

test('[SHELL] visitor changes the city and it is kept after a reload', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const cityButton = header.getByRole('button', { name: 'Сменить город' });
  await expect(cityButton).toHaveText('Пермь');
  await expect(header.getByRole('link', { name: 'Оплатить без регистрации' })).toHaveCount(0);

  await cityButton.click();
  const dialog = page.getByRole('dialog', { name: 'Выбор города' });
  await dialog.getByRole('combobox', { name: 'Город' }).click();
  await dialog.getByRole('option', { name: 'Ростов-на-Дону' }).click();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await reloaded;

  expect(new URL(page.url()).pathname).toBe('/');
  expect(await storedValue(page, 'city')).toBe('rostov');
  await expect(cityButton).toHaveText('Ростов-на-Дону');
  // Rostov lets guests pay (useSessionWithoutRegister).
  await expect(header.getByRole('link', { name: 'Оплатить без регистрации' })).toBeVisible();

  await page.reload();
  await expect(cityButton).toHaveText('Ростов-на-Дону');
  await expect(header.getByRole('link', { name: 'Оплатить без регистрации' })).toBeVisible();
  expect(await storedValue(page, 'city')).toBe('rostov');
});

test('[SHELL] visitor cancels the city dialog and stays in the same city', async ({ page }) => {
  await page.goto('/');
  const cityButton = page.getByRole('banner').getByRole('button', { name: 'Сменить город' });
  await cityButton.click();
  const dialog = page.getByRole('dialog', { name: 'Выбор города' });
  await dialog.getByRole('combobox', { name: 'Город' }).click();
  await dialog.getByRole('option', { name: 'Севастополь' }).click();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  await expect(dialog).toBeHidden();
  await expect(cityButton).toHaveText('Пермь');
  expect(await storedValue(page, 'city')).toBeNull();
});

test('[SHELL] visitor with an unknown stored city gets the default city', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('city', 'atlantis'));
  await page.reload();

  await expect(page.getByRole('banner').getByRole('button', { name: 'Сменить город' })).toHaveText('Пермь');
  expect(await storedValue(page, 'city')).toBeNull();
});
