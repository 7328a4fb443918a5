import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';
import { topUp } from './fixtures/top-up.ts';

const { apiUrl } = cityByCode('perm');
// Zone 101 of Perm costs 60 ₽ an hour around the clock: a minute is a rouble at any time of day.
const ZONE = '101';
const PERM_TIME_ZONE = 'Asia/Yekaterinburg';

interface Session {
  id: number;
  endDate: string;
  transport: { numberTs: string };
}

/** Starts a session paid from the balance, as the payment card would. */
async function startSession(request: APIRequestContext, token: string, plate: string, minutes: number): Promise<void> {
  const response = await request.post(`${apiUrl}/api/payment/start`, {
    form: { Token: token, Zone: ZONE, Duration: String(minutes), PaymentService: 'balance', Vehicle: JSON.stringify({ Number: plate }) },
  });
  const answer = (await response.json()) as { status: string; errorName?: string };
  expect(answer, `start of ${plate}`).toMatchObject({ status: 'ok' });
}

async function sessionsOf(request: APIRequestContext, token: string): Promise<Session[]> {
  const response = await request.get(`${apiUrl}/api/profile/get-profile-v6`, { params: { token } });
  return ((await response.json()) as { result: { sessions: Session[] } }).result.sessions;
}

/** HH:mm of an instant on Perm's clock, as the web app shows a session's end. */
const permTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: PERM_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The balance as the header shows it, in roubles. */
async function balanceOf(button: Locator): Promise<number> {
  await expect(button).toHaveText(/\d[.,]\d\d\s₽$/);
  return Number((await button.textContent())!.replace(/[^\d.,]/g, '').replace(',', '.'));
}

function parkingMenu(page: Page, count: number, language: 'ru' | 'en' = 'ru') {
  return page.getByRole('banner').getByRole('button', { name: language === 'ru' ? `Парковки: ${count}` : `Parkings: ${count}` });
}

test('[PARKING] driver sees the parking in the header, extends it from the balance and cancels it with a refund', async ({ page, request }) => {
  await registerDriver(request, { email: 'parker-ru@example.org', phone: '79231110001', password: 'parker26' });
  const token = await signInAs(page, request, 'parker-ru@example.org', 'parker26');
  await topUp(request, token, 500);
  await startSession(request, token, 'А777АА159', 120);
  const [started] = await sessionsOf(request, token);

  await page.goto('/news');
  const header = page.getByRole('banner');
  const balance = header.getByRole('button', { name: 'Баланс' });
  await expect(balance).toHaveText('380,00 ₽');
  // The balance dropdown still has its top-up entry.
  await balance.click();
  await expect(page.getByRole('menuitem', { name: 'Пополнить баланс' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The menu button's keyboard: ArrowDown opens on the first item, arrows move, Escape returns.
  const parkingButton = parkingMenu(page, 1);
  await parkingButton.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Текущие парковки' });
  const item = menu.getByRole('menuitem', { name: /^А777АА159/ });
  await expect(item).toBeFocused();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Продлить парковку А777АА159' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(parkingButton).toBeFocused();

  await parkingButton.click();
  await expect(item).toContainText(new RegExp(`До (\\d\\d\\.\\d\\d\\.\\d{4} )?${permTime(started!.endDate)}`));
  await expect(menu).toContainText(new RegExp(`По \\d\\d\\.\\d\\d\\.\\d{4} ${permTime(started!.endDate)}`));

  await menu.getByRole('menuitem', { name: 'Продлить парковку А777АА159' }).click();
  const renew = page.getByRole('dialog', { name: 'Продление парковки' });
  await expect(renew.getByLabel('Транспортное средство')).toHaveValue('А777АА159');
  await renew.getByRole('group', { name: 'Продлить на' }).getByRole('radio', { name: '1 ч' }).check();
  await expect(renew.getByLabel('К оплате: 60,00 ₽')).toBeVisible();
  await renew.getByRole('button', { name: 'Продлить с баланса' }).click();
  // The dialog confirms the extension in place of its form.
  await expect(renew.getByRole('heading', { name: 'Парковка продлена' })).toBeFocused();
  const extendedEnd = permTime(new Date(Date.parse(started!.endDate) + 60 * 60_000).toISOString());
  await expect(renew).toContainText(new RegExp(`Окончание\\d\\d\\.\\d\\d\\.\\d{4} ${extendedEnd}`));
  await expect(renew).toContainText('Сумма60,00 ₽');
  await expect(renew).toContainText('Баланс после оплаты320,00 ₽');
  await renew.getByRole('button', { name: 'Готово' }).click();
  await expect(renew).toBeHidden();
  await expect(balance).toHaveText('320,00 ₽');

  await parkingMenu(page, 1).click();
  await expect(menu.getByRole('menuitem', { name: /^А777АА159/ })).toContainText(extendedEnd);
  await menu.getByRole('menuitem', { name: 'Отменить парковку А777АА159' }).click();
  const cancel = page.getByRole('dialog', { name: 'Отмена парковки' });
  await expect(cancel).toContainText('оплатить её после этого будет нельзя');
  const confirm = cancel.getByRole('button', { name: 'Отменить парковку' });
  await confirm.click();
  const notice = cancel.getByRole('status');
  await expect(notice).toContainText('Сессия успешно отменена');
  await expect(confirm).toBeDisabled();
  // 180 minutes were bought a moment ago; the minute begun is kept, the rest (a rouble a minute) comes back.
  const refund = Number(/возвращено (\d+,\d\d)\s₽/.exec((await notice.textContent())!)![1]!.replace(',', '.'));
  expect(refund).toBeGreaterThanOrEqual(177);
  expect(refund).toBeLessThanOrEqual(180);
  await cancel.getByRole('button', { name: 'Готово' }).click();

  await expect(parkingMenu(page, 0)).toBeVisible();
  expect(await balanceOf(balance)).toBeCloseTo(320 + refund, 2);
  await parkingMenu(page, 0).click();
  await expect(menu).toContainText('Активных парковок нет.');
});

test('[PARKING] a parking with under half an hour left cannot be cancelled, and its vehicle keeps its plate (English)', async ({ page, request }) => {
  await registerDriver(request, { email: 'parker-en@example.org', phone: '79231110002', password: 'parker26' });
  const token = await signInAs(page, request, 'parker-en@example.org', 'parker26');
  await topUp(request, token, 100);
  const added = await request.post(`${apiUrl}/api/profile/car`, { form: { token, grz: 'В456ОР159', format: 'rus', category: 'B', mainTs: 'true' } });
  expect(((await added.json()) as { status: string }).status).toBe('ok');
  await startSession(request, token, 'В456ОР159', 15);

  await page.goto('/en/profile/my-profile');
  await parkingMenu(page, 1, 'en').click();
  const menu = page.getByRole('menu', { name: 'Current parkings' });
  // Fifteen minutes or less: told relatively.
  await expect(menu.getByRole('menuitem', { name: /^В456ОР159/ })).toContainText(/Ends in 1[45] min/);
  // Said before anything is confirmed: the item is disabled and gives the reason.
  const cancelItem = menu.getByRole('menuitem', { name: 'Cancel the parking of В456ОР159' });
  await expect(cancelItem).toHaveAttribute('aria-disabled', 'true');
  await expect(cancelItem).toHaveAccessibleDescription('Less than half an hour remains — the parking cannot be interrupted');
  await page.keyboard.press('Escape');
  await expect(parkingMenu(page, 1, 'en')).toBeVisible();

  const vehicles = page.getByRole('region', { name: 'Vehicles' });
  const vehicle = vehicles.getByRole('listitem', { name: 'В456ОР159' });
  await vehicle.getByRole('button', { name: 'Change' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the vehicle' });
  await edit.getByLabel('Registration plate').fill('В457ОР159');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toContainText('This vehicle is parked right now');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await vehicle.getByRole('button', { name: 'Delete' }).click();
  await vehicle.getByRole('button', { name: 'Delete' }).click();
  await expect(vehicles.getByRole('alert')).toContainText('В456ОР159: This vehicle is parked right now');
  await expect(vehicle).toBeVisible();
});

test('[PARKING] driver extends a parking the balance cannot cover on the sandbox page', async ({ page, request, context }) => {
  await registerDriver(request, { email: 'parker-pay@example.org', phone: '79231110003', password: 'parker26' });
  const token = await signInAs(page, request, 'parker-pay@example.org', 'parker26');
  await topUp(request, token, 60);
  await startSession(request, token, 'Е322КХ159', 60);
  const [started] = await sessionsOf(request, token);
  const endBefore = permTime(started!.endDate);

  await page.goto('/profile/parking');
  const current = page.getByRole('region', { name: 'Текущие парковки' });
  const item = current.getByRole('listitem', { name: 'Е322КХ159' });
  await expect(item).toContainText(`Зона ${ZONE}`);
  await expect(item.getByRole('progressbar', { name: 'Прошедшее время парковки' })).toBeVisible();
  await item.getByRole('button', { name: 'Продлить парковку Е322КХ159' }).click();

  const renew = page.getByRole('dialog', { name: 'Продление парковки' });
  const extendBy = renew.getByRole('group', { name: 'Продлить на' });
  // Each choice says the end it leads to: from the session's current end, not from now.
  await expect(extendBy.getByRole('radio', { name: '15 мин' })).toBeChecked();
  await expect(extendBy).toHaveAccessibleDescription(
    new RegExp(`^до (\\d\\d\\.\\d\\d )?${permTime(new Date(Date.parse(started!.endDate) + 15 * 60_000).toISOString())}$`),
  );
  await extendBy.getByRole('radio', { name: '30 мин' }).check();
  await expect(renew.getByLabel('К оплате: 30,00 ₽')).toBeVisible();
  await expect(renew).toContainText('На балансе 0,00 ₽ — этого не хватает.');
  await renew.getByRole('button', { name: 'Оплатить' }).click();
  const link = renew.getByRole('link', { name: 'Перейти к оплате' });
  await expect(link).toHaveAttribute('target', '_blank');
  // Any change of the form forgets the link.
  await extendBy.getByRole('radio', { name: '1 ч' }).check();
  await expect(link).toBeHidden();
  await extendBy.getByRole('radio', { name: '30 мин' }).check();
  await renew.getByRole('button', { name: 'Оплатить' }).click();

  const [sandbox] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(sandbox.getByText('30,00 ₽')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Оплатить / Pay' }).click();
  await expect(sandbox.getByRole('status')).toContainText('Платёж прошёл');

  // Back in the first tab: its spent link is gone and the session is asked again, with no reload.
  // Headless Chromium keeps every tab visible and focused, so the browser's return is told to the page.
  await page.bringToFront();
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(renew).toBeHidden();
  const endAfter = permTime(new Date(Date.parse(started!.endDate) + 30 * 60_000).toISOString());
  await expect(item).toContainText(new RegExp(`По \\d\\d\\.\\d\\d\\.\\d{4} ${endAfter}`));
  await expect(item).not.toContainText(new RegExp(`По \\d\\d\\.\\d\\d\\.\\d{4} ${endBefore}`));
});

test('[A11Y] a screen reader hears the time left of a parking once a minute, not every second', async ({ page, request, now }) => {
  await registerDriver(request, { email: 'countdown@example.org', phone: '79231110005', password: 'parker26' });
  const token = await signInAs(page, request, 'countdown@example.org', 'parker26');
  await topUp(request, token, 500);
  await startSession(request, token, 'Е323КХ159', 120);

  // The page's clock runs under the test's hand, from the server's time: three minutes pass in a moment.
  await page.clock.install({ time: now() });
  await page.goto('/profile/parking');
  const item = page.getByRole('region', { name: 'Текущие парковки' }).getByRole('listitem', { name: 'Е323КХ159' });
  await expect(item).toContainText('До ');
  // One live region in the card, and it is polite: the visible timer around it is not read out.
  const live = item.locator('[aria-live]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText(/^Е323КХ159: до конца парковки (1 час \d+ минут[аы]?|2 часа)$/);

  await live.evaluate((region) => {
    const changes: string[] = [];
    (window as unknown as { liveChanges: string[] }).liveChanges = changes;
    new MutationObserver(() => changes.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
  });
  for (let second = 0; second < 180; second += 5) await page.clock.runFor(5_000);
  const changes = await page.evaluate(() => (window as unknown as { liveChanges: string[] }).liveChanges);
  // Three minutes: at most one change in each, and each change a new number of minutes.
  expect(changes.length).toBeGreaterThanOrEqual(2);
  expect(changes.length).toBeLessThanOrEqual(3);
  expect(new Set(changes).size).toBe(changes.length);
});
