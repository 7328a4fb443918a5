import { expect, test } from './fixtures/test.ts';
import { freshContacts, freshDriver } from './fixtures/drivers.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';
import { topUp } from './fixtures/top-up.ts';

test('[PARKING] the notice of a paid parking goes once the parking is over', async ({ page, request, now }) => {
  const driver = await freshDriver(request, 'notice-ends', 'Е401КХ159');
  const token = await signInAs(page, request, driver.email, driver.password);
  await topUp(request, token, 500);

  // The page's clock runs under the test's hand from the server's time.
  await page.clock.install({ time: now() });
  await page.goto('/profile/parking?zone=101');
  const card = page.getByRole('region', { name: 'Оплата парковки' });
  await card.getByRole('radio', { name: '1 ч' }).check();
  await card.getByRole('button', { name: 'Начать парковку' }).click();
  await page.getByRole('dialog', { name: 'Парковка оплачена' }).getByRole('button', { name: 'Готово' }).click();
  const notice = card.getByRole('status').filter({ hasText: 'Сессия появилась в списке текущих парковок' });
  await expect(notice).toBeVisible();

  const current = page.getByRole('region', { name: 'Текущие парковки' });
  await expect(current.getByRole('listitem', { name: 'Е401КХ159' })).toBeVisible();
  await page.clock.fastForward('59:00');
  await expect(notice).toBeVisible();
  // The hour paid for is over: the parking leaves the list, and its notice with it.
  await page.clock.fastForward('01:05');
  await expect(current.getByRole('listitem', { name: 'Е401КХ159' })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});

test.describe('without a balance', () => {
  test.use({ city: 'rostov' });

  test('[PARKING] the notice of a started parking goes once it is stopped (English)', async ({ page, request }) => {
    // No vehicle of its own: the plate is typed.
    const driver = freshContacts('notice-stop');
    await registerDriver(request, driver, 'rostov');
    await signInAs(page, request, driver.email, driver.password, 'rostov');
    await page.goto('/en/profile/parking');
    const card = page.getByRole('region', { name: 'Pay for parking' });
    await card.getByRole('combobox', { name: 'Parking', exact: true }).fill('P6101');
    await card.getByLabel('Plate number').fill('В402ВВ161');
    await card.getByRole('button', { name: 'Start parking' }).click();
    const notice = card.getByRole('status').filter({ hasText: 'The parking has started' });
    await expect(notice).toBeVisible();

    const running = page.getByRole('region', { name: 'Current parkings' }).getByRole('listitem', { name: 'В402ВВ161' });
    await running.getByRole('button', { name: 'Stop the parking of В402ВВ161' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop the parking' });
    await stop.getByRole('button', { name: 'Stop the parking' }).click();
    await expect(stop.getByText(/^To pay: /)).toBeVisible();
    await stop.getByRole('button', { name: 'Cancel' }).click();
    await expect(stop).toBeHidden();

    await expect(running).toHaveCount(0);
    await expect(notice).toHaveCount(0);
  });
});
