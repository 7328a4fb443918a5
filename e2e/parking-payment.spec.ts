import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';
import { topUp } from './fixtures/top-up.ts';

const { apiUrl } = cityByCode('perm');
// Zone 101 of Perm costs 60 ₽ an hour around the clock: a minute is a rouble at any time of day.
const PERM_TIME_ZONE = 'Asia/Yekaterinburg';

/** Perm's date (YYYY-MM-DD) and minute of the day at an instant (the server's now). */
const permClockAt = (instant: Date) => wallClockAt(instant, PERM_TIME_ZONE);

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The header's balance in roubles, once the profile has loaded. */
async function balanceOf(button: Locator): Promise<number> {
  await expect(button).toHaveText(/\d[.,]\d\d\s₽$/);
  return Number((await button.textContent())!.replace(/[^\d.,]/g, '').replace(',', '.'));
}

const currentParkings = (page: Page, language: 'ru' | 'en' = 'ru') =>
  page.getByRole('region', { name: language === 'ru' ? 'Текущие парковки' : 'Current parkings' });

test('[PARKING] driver opens zone 101 on the map, pays for an hour from the balance and sees the parking', async ({ page, request }) => {
  await registerDriver(request, { email: 'roadside-ru@example.org', phone: '79232220001', password: 'roadside26' });
  const token = await signInAs(page, request, 'roadside-ru@example.org', 'roadside26');
  await topUp(request, token, 500);
  const added = await request.post(`${apiUrl}/api/profile/car`, { form: { token, grz: 'Е321КХ159', format: 'rus', category: 'B', mainTs: 'true' } });
  expect(((await added.json()) as { status: string }).status).toBe('ok');

  await page.goto('/');
  await page.getByLabel('Поиск зоны').fill('101');
  await page.getByLabel('Поиск зоны').press('Enter');
  await page.getByRole('region', { name: 'Зона 101' }).getByRole('button', { name: 'Оплатить парковку' }).click();
  await expect(page).toHaveURL(/\/profile\/parking\?zone=101$/);

  const balance = page.getByRole('banner').getByRole('button', { name: 'Баланс' });
  expect(await balanceOf(balance)).toBe(500);
  const card = page.getByRole('region', { name: 'Оплата парковки' });
  await expect(card.getByRole('tab', { name: 'Уличная парковка' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByLabel('Зона')).toHaveValue('101');
  // The driver's primary vehicle is chosen.
  await expect(card.getByLabel('Транспортное средство')).toHaveValue('Е321КХ159');
  const duration = card.getByRole('group', { name: 'Продолжительность' });
  await duration.getByRole('radio', { name: '1 ч' }).check();
  // The end the hour leads to, on Perm's clock, beside the choice.
  await expect(duration).toHaveAccessibleDescription(/^до (\d\d\.\d\d )?\d\d:\d\d$/);
  await expect(card.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Расчёт по тарифам' })).toContainText('60,00 ₽');

  await card.getByRole('button', { name: 'Начать парковку' }).click();
  // The server's confirmation: what was bought, the amount and the balance it left.
  const confirmation = page.getByRole('dialog', { name: 'Парковка оплачена' });
  await expect(confirmation).toContainText('Что оплаченоНачало парковки');
  await expect(confirmation).toContainText('Зона101');
  await expect(confirmation).toContainText('ГосномерЕ321КХ159');
  await expect(confirmation).toContainText('Сумма60,00 ₽');
  await expect(confirmation).toContainText('Баланс после оплаты440,00 ₽');
  await expect(confirmation.getByRole('button', { name: 'Готово' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'Готово' }).click();
  await expect(confirmation).toBeHidden();
  await expect(currentParkings(page).getByRole('listitem', { name: 'Е321КХ159' })).toContainText('Зона 101');
  await expect(balance).toHaveText('440,00 ₽');
  // The form starts over for the next payment.
  await expect(duration.getByRole('radio', { name: '1 ч' })).not.toBeChecked();
  await expect(duration).toHaveAccessibleDescription('Выберите продолжительность');
});

test('[PARKING] driver post-pays for a parking that began earlier today (English)', async ({ page, request, now }) => {
  await registerDriver(request, { email: 'roadside-en@example.org', phone: '79232220002', password: 'roadside26' });
  const token = await signInAs(page, request, 'roadside-en@example.org', 'roadside26');
  await topUp(request, token, 500);

  await page.goto('/en/profile/parking?zone=101');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Balance' });
  expect(await balanceOf(balance)).toBe(500);
  const card = page.getByRole('region', { name: 'Pay for parking' });
  // No vehicle in the profile: the plate is typed.
  await card.getByLabel('Plate number').fill('к 555 мм 159');
  await card.getByRole('radio', { name: '30 min' }).check();
  await card.getByLabel('When you parked').selectOption('postPayment');
  // A quarter of an hour ago on Perm's clock (or its midnight), so that the half hour is still running.
  const start = Math.max(0, permClockAt(now()).minute - 15);
  await card.getByLabel('Start time').fill(hhmm(start));
  await expect(card.getByLabel('To pay: 30.00 ₽')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Cost by tariff' })).toContainText(hhmm(start));

  await card.getByRole('button', { name: 'Start parking' }).click();
  // Its confirmation says what was paid for, whether or not the parking still runs.
  const confirmation = page.getByRole('dialog', { name: 'Parking paid' });
  await expect(confirmation).toContainText('Plate numberК555ММ159');
  await expect(confirmation).toContainText(new RegExp(`Start\\d\\d\\.\\d\\d\\.\\d{4} ${hhmm(start)}`));
  await expect(confirmation).toContainText('Amount30.00 ₽');
  await expect(confirmation).toContainText('Balance after payment470.00 ₽');
  await confirmation.getByRole('button', { name: 'Done' }).click();
  const session = currentParkings(page, 'en').getByRole('listitem', { name: 'К555ММ159' });
  await expect(session).toContainText(new RegExp(`From \\d\\d\\.\\d\\d\\.\\d{4} ${hhmm(start)}`));
  await expect(balance).toHaveText('470.00 ₽');
});

test('[PARKING] a post-payment start later than now is refused and nothing is charged', async ({ page, request, now }) => {
  await registerDriver(request, { email: 'roadside-future@example.org', phone: '79232220003', password: 'roadside26' });
  const token = await signInAs(page, request, 'roadside-future@example.org', 'roadside26');
  await topUp(request, token, 200);
  // The browser's clock shows noon in Perm, so that a later time of the same day always exists.
  await page.clock.setFixedTime(new Date(`${permClockAt(now()).date}T12:00:00+05:00`));

  await page.goto('/profile/parking?zone=101');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Баланс' });
  expect(await balanceOf(balance)).toBe(200);
  const card = page.getByRole('region', { name: 'Оплата парковки' });
  await card.getByLabel('Госномер').fill('М808ОТ159');
  await card.getByRole('radio', { name: '1 ч' }).check();
  await card.getByLabel('Когда парковались').selectOption('postPayment');
  await card.getByLabel('Время начала').fill('13:30');
  await expect(card.getByText('Нельзя выбрать будущее время при постоплате')).toBeVisible();
  // No cost is asked for a start that is not allowed.
  await expect(card.getByText(/К оплате/)).toBeHidden();

  await card.getByRole('button', { name: 'Начать парковку' }).click();
  await expect(card.getByText('Нельзя выбрать будущее время при постоплате')).toBeVisible();
  await page.reload();
  expect(await balanceOf(balance)).toBe(200);
  await expect(currentParkings(page)).toContainText('Активных парковок нет.');
});

test('[PARKING] with too little money the driver continues to the provider, pays there and sees the parking (English)', async ({ page, request, context }) => {
  await registerDriver(request, { email: 'roadside-card@example.org', phone: '79232220004', password: 'roadside26' });
  await signInAs(page, request, 'roadside-card@example.org', 'roadside26');

  await page.goto('/en/profile/parking?zone=101');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Balance' });
  expect(await balanceOf(balance)).toBe(0);
  const card = page.getByRole('region', { name: 'Pay for parking' });
  await card.getByLabel('Plate number').fill('О111РР159');
  await card.getByRole('radio', { name: '1 h' }).check();
  await expect(card.getByLabel('To pay: 60.00 ₽')).toBeVisible();
  await card.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Parking payment' });
  await expect(dialog.getByLabel('Zone')).toHaveValue(/^101 — /);
  await expect(dialog.getByLabel('Vehicle')).toHaveValue('О111РР159');
  await expect(dialog.getByLabel('Duration')).toHaveValue('1 h');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const [sandbox] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Go to payment' }).click()]);
  await expect(sandbox.getByText('60,00 ₽')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('status')).toContainText(/went through|Платёж прошёл/);
  // Confirmed once the server has started the parking, on the page the provider returned to.
  await expect(sandbox.getByRole('heading', { name: 'Parking paid' })).toBeVisible();
  await expect(sandbox.getByRole('main')).toContainText('Plate numberО111РР159');
  await expect(sandbox.getByRole('main')).toContainText('Balance after payment0.00 ₽');

  await page.reload();
  await expect(currentParkings(page, 'en').getByRole('listitem', { name: 'О111РР159' })).toContainText('Zone 101');
  // The provider's money paid for the parking: the balance is where it was.
  expect(await balanceOf(page.getByRole('banner').getByRole('button', { name: 'Balance' }))).toBe(0);
});
