import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { storeDriverSignIn } from './fixtures/stored-sign-in.ts';

test.describe('Perm (receipts on)', () => {
  test('[SHELL] driver opens the receipts by address', async ({ page, request }) => {
    await storeDriverSignIn(page, request, await freshDriver(request, 'receipts-on'));
    await page.goto('/profile/receipts');
    await expect(page.getByRole('heading', { level: 1, name: 'Квитанции' })).toBeVisible();
  });
});

test.describe('Rostov (receipts off)', () => {
  test.use({ city: 'rostov' });

  test('[SHELL] driver who types the receipts address gets the not-found page, as the menu has no entry', async ({ page, request }) => {
    await storeDriverSignIn(page, request, await freshDriver(request, 'receipts-off', 'А001АА161', 'rostov'), 'rostov');
    await page.goto('/profile/receipts');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Квитанции' })).toHaveCount(0);
  });
});
