import { registerDriver, signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

// Spec accounts §5: Latin look-alikes become Cyrillic, a Russian plate must fit a template, and the
// format is the driver's choice: a mistyped plate is a format error, not a foreign plate.

test('[ACCOUNT] a mistyped Latin plate under «Российский» is a format error, not a foreign vehicle', async ({ page, request }) => {
  await registerDriver(request, { email: 'latin-plate@example.org', phone: '79230000621', password: 'latin26' });
  await signInAs(page, request, 'latin-plate@example.org', 'latin26');
  await page.goto('/profile/my-profile');
  const vehicles = page.getByRole('region', { name: 'Транспортные средства' });
  await vehicles.getByRole('button', { name: 'Добавить ТС' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить ТС' });
  await dialog.getByLabel('Госномер').fill('x777xx');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Неверный формат номера')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Российский', includeHidden: true })).toBeChecked();
  await expect(dialog).toBeVisible();

  // With its region the same typing is a Russian plate, stored in Cyrillic.
  await dialog.getByLabel('Госномер').fill('x777xx59');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(vehicles.getByRole('listitem', { name: 'Х777ХХ59' })).toBeVisible();
  await expect(vehicles.getByLabel(/Иностранный номер/)).toHaveCount(0);
});

test.describe('guest in Rostov', () => {
  test.use({ city: 'rostov' });

  test('[GUEST] a Latin plate without its region keeps the Russian format and says so, with no price', async ({ page }) => {
    await page.goto('/guest-payment');
    const card = page.getByRole('region', { name: 'Оплата парковки' });
    await card.getByLabel(/^Парковка/).fill('P6101');
    await card.getByRole('radio', { name: '1 ч' }).check();
    await card.getByLabel('Госномер').fill('a123bc');
    await card.getByLabel('Госномер').blur();
    await expect(card.getByLabel('Формат номера')).toHaveValue('rus');
    await expect(card.getByText('Неверный формат номера')).toBeVisible();
    await expect(card.getByLabel(/К оплате/)).toHaveCount(0);
  });
});
