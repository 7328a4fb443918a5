import { expect, pathOf, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';
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

  await page.goto('/profile');
  await expect.poll(() => pathOf(page)).toBe('/profile/my-profile');
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
