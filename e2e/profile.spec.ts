import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pathOf, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';
import { cityByCode } from './fixtures/cities.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

test('[ACCOUNT] a visitor who is not signed in is sent from the profile to the main page', async ({ page }) => {
  await page.goto('/profile/my-profile');
  await expect.poll(() => pathOf(page)).toBe('/');
});

test('[ACCOUNT] driver changes the e-mail and the phone with the password and codes, the old ones are told, and the report setting', async ({
  page,
  request,
}) => {
  await registerDriver(request, { email: 'maria@example.org', phone: '79230000301', password: 'maria2026', firstname: 'Мария', lastname: 'Кузнецова' });
  const mails = outbox(request, 'perm');
  await signInAs(page, request, 'maria@example.org', 'maria2026');

  // Bare /profile leads to the menu's first entry, the parking; the driver's own data is further down it.
  await page.goto('/profile');
  await expect.poll(() => pathOf(page)).toBe('/profile/parking');
  await page.goto('/profile/my-profile');
  const main = page.getByRole('main');
  const info = main.getByRole('region', { name: 'Основные данные' });
  await expect(info).toContainText('Кузнецова Мария');
  await expect(info).toContainText('+ 7 (923) 000-03-01');

  await info.getByRole('button', { name: 'Редактировать профиль' }).click();
  let dialog = page.getByRole('dialog', { name: 'Редактировать профиль' });
  await dialog.getByRole('button', { name: 'Изменить e-mail' }).click();
  dialog = page.getByRole('dialog', { name: 'Изменить e-mail' });
  await dialog.getByLabel('Новый e-mail').fill('maria.k@example.org');
  // The change asks for the current password; a wrong one is shown on its field.
  const password = dialog.getByLabel('Текущий пароль', { exact: true });
  await password.fill('not-maria');
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
  await expect(password).toHaveAccessibleDescription(/Текущий пароль указан неверно/);
  await password.fill('maria2026');
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
  await expect(dialog.getByText(/Отправить код повторно через \d+ с/)).toBeVisible();
  await dialog.getByLabel('Код подтверждения').fill((await mails.last('maria.k@example.org')).code!);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  dialog = page.getByRole('dialog', { name: 'Редактировать профиль' });
  await expect(dialog.getByRole('status')).toHaveText('E-mail изменён.');
  expect((await mails.last('maria@example.org')).text).toContain('изменён на maria.k@example.org');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(info).toContainText('maria.k@example.org');

  await info.getByRole('button', { name: 'Изменить' }).click();
  dialog = page.getByRole('dialog', { name: 'Изменить телефон' });
  await dialog.getByLabel('Новый номер телефона').fill('+7 923 000 03 02');
  await dialog.getByLabel('Текущий пароль', { exact: true }).fill('maria2026');
  await dialog.getByRole('button', { name: 'Отправить код' }).click();
  await dialog.getByLabel('Код подтверждения').fill((await mails.last('79230000302')).code!);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog', { name: 'Редактировать профиль' }).getByRole('status')).toHaveText('Телефон изменён.');
  expect((await mails.last('79230000301')).text).toContain('изменён на + 7 (923) 000-03-02');
  await page.getByRole('dialog', { name: 'Редактировать профиль' }).getByRole('button', { name: 'Отмена' }).click();
  await expect(info).toContainText('+ 7 (923) 000-03-02');
  await expect(info).not.toContainText('+ 7 (923) 000-03-01');

  const report = main
    .getByRole('region', { name: 'Уведомления и отчёты' })
    .getByRole('checkbox', { name: 'Присылать ежемесячный отчёт об операциях на e-mail' });
  await expect(report).not.toBeChecked();
  await report.click();
  await expect(report).toBeChecked();
  await expect(report).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Присылать ежемесячный отчёт об операциях на e-mail' })).toBeChecked();
});

/** The axe-core WCAG 2.2 A/AA violations inside the open dialog. */
const dialogViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze())
    .violations;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('[ACCOUNT] driver adds a second phone with its SMS code, then makes it main with the password', async ({ page, request }) => {
    await registerDriver(request, { email: 'pavel@example.org', phone: '79230000311', password: 'pavel2026' });
    const mails = outbox(request, 'perm');
    await signInAs(page, request, 'pavel@example.org', 'pavel2026');
    await page.goto('/profile/my-profile');
    const info = page.getByRole('main').getByRole('region', { name: 'Основные данные' });
    await info.getByRole('button', { name: 'Добавить телефон' }).click();

    let dialog = page.getByRole('dialog', { name: 'Добавить телефон' });
    await expect(dialog.getByLabel('Новый номер телефона')).toBeFocused();
    // An added phone is not main: no password is asked.
    await expect(dialog.getByLabel('Текущий пароль', { exact: true })).toHaveCount(0);
    expect(await dialogViolations(page)).toEqual([]);
    await page.keyboard.type('+7 923 000-03-12');
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Код подтверждения').fill((await mails.last('79230000312')).code!);
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    dialog = page.getByRole('dialog', { name: 'Редактировать профиль' });
    await expect(dialog.getByRole('status')).toHaveText('Телефон добавлен.');
    await dialog.getByRole('button', { name: 'Отмена' }).click();

    const phones = info.getByRole('list', { name: 'Телефоны' });
    await expect(phones.getByRole('listitem')).toHaveText([/\+ 7 \(923\) 000-03-11\s*основной/, /\+ 7 \(923\) 000-03-12/]);
    await phones.getByRole('button', { name: 'Сделать основным телефон + 7 (923) 000-03-12' }).click();
    dialog = page.getByRole('dialog', { name: 'Основной телефон' });
    await expect(dialog).toContainText('Коды и уведомления будут приходить на + 7 (923) 000-03-12');
    expect(await dialogViolations(page)).toEqual([]);
    const password = dialog.getByLabel('Текущий пароль', { exact: true });
    await password.fill('not-pavel');
    await dialog.getByRole('button', { name: 'Сделать основным' }).click();
    await expect(password).toHaveAccessibleDescription(/Текущий пароль указан неверно/);
    await password.fill('pavel2026');
    await dialog.getByRole('button', { name: 'Сделать основным' }).click();
    await expect(dialog).toHaveCount(0);
    // The main phone comes first.
    await expect(phones.getByRole('listitem')).toHaveText([/\+ 7 \(923\) 000-03-12\s*основной/, /\+ 7 \(923\) 000-03-11\s*Сделать основным/]);
    // The old main phone is told, and can now be deleted.
    expect((await mails.last('79230000311')).text).toContain('+ 7 (923) 000-03-12');
    await expect(phones.getByRole('button', { name: 'Удалить телефон + 7 (923) 000-03-11' })).toBeVisible();
  });
});

test('[ACCOUNT] a city that does not allow contact changes offers neither a new e-mail nor an added phone', async ({ page, request }) => {
  const { apiUrl } = cityByCode('perm');
  await request.put(`${apiUrl}/dev/site-options`, { data: { settings: { allowContactChange: false } } });
  try {
    await signInAs(page, request, 'demo@parking.test', 'demo2026');
    await page.goto('/profile/my-profile');
    const info = page.getByRole('main').getByRole('region', { name: 'Основные данные' });
    await expect(info).toContainText('demo@parking.test');
    await expect(info.getByRole('button', { name: 'Добавить телефон' })).toHaveCount(0);
    await info.getByRole('button', { name: 'Редактировать профиль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактировать профиль' });
    await expect(dialog.getByRole('button', { name: 'Изменить телефон' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Изменить e-mail' })).toHaveCount(0);
  } finally {
    await request.put(`${apiUrl}/dev/site-options`, { data: { settings: { allowContactChange: true } } });
  }
});

test('[ACCOUNT] driver sees the wrong current password on its field (English)', async ({ page, request }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/en/profile/my-profile');
  await page.getByRole('button', { name: 'Edit the profile' }).click();
  await page.getByRole('dialog', { name: 'Edit the profile' }).getByRole('button', { name: 'Change the password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the password' });
  await dialog.getByLabel('Current password', { exact: true }).fill('not-the-password');
  await dialog.getByLabel('New password', { exact: true }).fill('another26');
  await dialog.getByLabel('Repeat the password', { exact: true }).fill('another26');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription('The current password is incorrect');
});

test('[ACCOUNT] driver tops up the balance from the profile’s balance block', async ({ page, request }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  await page.goto('/profile/my-profile');
  const block = page.getByRole('main').getByRole('region', { name: 'Баланс' });
  await expect(block).toContainText('₽');
  await block.getByRole('button', { name: 'Пополнить баланс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await expect(dialog.getByLabel('Сумма')).toBeVisible();
});

test.describe('rostov', () => {
  test.use({ city: 'rostov' });

  test('[ACCOUNT] a city without a balance offers no top-up in the profile', async ({ page, request }) => {
    await signInAs(page, request, 'demo@parking.test', 'demo2026', 'rostov');
    await page.goto('/en/profile/my-profile');
    await expect(page.getByRole('main').getByRole('region', { name: 'Main details' })).toContainText('demo@parking.test');
    await expect(page.getByRole('main').getByRole('button', { name: 'Top up the balance' })).toHaveCount(0);
  });
});

test('[ACCOUNT] driver changes the password to one of 4 characters, as the spec allows, and signs in with it (English)', async ({ page, request }) => {
  await registerDriver(request, { email: 'short.pass@example.org', phone: '79230000321', password: 'short2026' });
  await signInAs(page, request, 'short.pass@example.org', 'short2026');
  await page.goto('/en/profile/my-profile');
  await page.getByRole('button', { name: 'Edit the profile' }).click();
  await page.getByRole('dialog', { name: 'Edit the profile' }).getByRole('button', { name: 'Change the password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the password' });
  await dialog.getByLabel('Current password', { exact: true }).fill('short2026');
  const pass = dialog.getByLabel('New password', { exact: true });
  await pass.fill('123');
  await dialog.getByLabel('Repeat the password', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(pass).toHaveAccessibleDescription('The password must be 4 to 20 characters long');
  await pass.fill('4321');
  await dialog.getByLabel('Repeat the password', { exact: true }).fill('4321');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit the profile' }).getByRole('status')).toHaveText('The password is changed.');
  const { apiUrl } = cityByCode('perm');
  const login = await request.post(`${apiUrl}/api/auth/login`, { form: { login: 'short.pass@example.org', password: '4321' } });
  expect(((await login.json()) as { status: string }).status).toBe('ok');
});
