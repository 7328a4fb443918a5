import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver, parkedDriver, tokenOf } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';

const SETTINGS = {
  ru: {
    path: '/profile/my-profile',
    region: 'Уведомления и отчёты',
    checkboxes: [
      'Напоминать за 15 минут до конца парковки',
      'Сообщать о начале, продлении и окончании парковки',
      'Не присылать уведомления в браузер',
      'Присылать ежемесячный отчёт об операциях на e-mail',
    ],
    allow: 'Разрешить уведомления в этом браузере',
  },
  en: {
    path: '/en/profile/my-profile',
    region: 'Notifications and reports',
    checkboxes: [
      'Remind me 15 minutes before parking ends',
      'Tell me when parking starts, is extended and ends',
      'Do not send notifications to the browser',
      'E-mail me a monthly report of operations',
    ],
    allow: 'Allow notifications in this browser',
  },
} as const;

for (const [language, texts] of Object.entries(SETTINGS)) {
  test(`[ACCOUNT] driver turns the four account settings on and off, and they stay after a reload (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `settings-${language}`);
    await signInAs(page, request, driver.email, driver.password);
    await page.goto(texts.path);
    const block = page.getByRole('main').getByRole('region', { name: texts.region });
    // The browser's own control is there, whether or not this browser can take notifications.
    await expect(block.getByRole('button', { name: texts.allow })).toBeVisible();

    for (const name of texts.checkboxes) {
      const box = block.getByRole('checkbox', { name });
      await expect(box).toBeEnabled();
      await expect(box).not.toBeChecked();
      await box.click();
      await expect(box).toBeChecked();
      await expect(box).toBeEnabled();
    }
    await page.reload();
    for (const name of texts.checkboxes) await expect(block.getByRole('checkbox', { name })).toBeChecked();

    const token = await tokenOf(request, driver);
    const answer = await request.get(`${cityByCode('perm').apiUrl}/api/profile/get-settings-v1`, { params: { token } });
    expect(((await answer.json()) as { result: unknown }).result).toEqual({
      reportHistoryOperation: true,
      pushOff: true,
      checkParkingSessionBefore: true,
      checkParkingSession: true,
      notifyByEmail: false,
    });

    for (const name of texts.checkboxes) {
      const box = block.getByRole('checkbox', { name });
      await box.click();
      await expect(box).not.toBeChecked();
      await expect(box).toBeEnabled();
    }
    await page.reload();
    for (const name of texts.checkboxes) await expect(block.getByRole('checkbox', { name })).not.toBeChecked();
  });
}

test('[ACCOUNT] a reminder link opens the extend dialog of its session once', async ({ page, request }) => {
  const driver = await parkedDriver(request, 'extend-link', 'А515АА159');
  const token = await tokenOf(request, driver);
  const profile = await request.get(`${cityByCode('perm').apiUrl}/api/profile/get-profile`, { params: { token } });
  const { sessions } = ((await profile.json()) as { result: { sessions: { id: number }[] } }).result;
  await signInAs(page, request, driver.email, driver.password);
  await page.goto(`/profile/parking?extend=${sessions[0]?.id}&city=perm`);
  const renew = page.getByRole('dialog', { name: 'Продление парковки' });
  await expect(renew.getByLabel('Транспортное средство')).toHaveValue('А515АА159');
  // The link is used up: closing the dialog and reloading leaves the page as it is.
  await expect.poll(() => new URL(page.url()).searchParams.has('extend')).toBe(false);
  await page.keyboard.press('Escape');
  await expect(renew).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(renew).toBeHidden();
});
