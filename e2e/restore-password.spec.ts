import { expect, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';
import { registerDriver } from './fixtures/sign-in.ts';

test('[ACCOUNT] driver restores the password by e-mail and logs in with the new one', async ({ page, request }) => {
  await registerDriver(request, { email: 'forgetful@example.org', phone: '79230000401', password: 'forgot26', firstname: 'Пётр', lastname: 'Забывчивый' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('dialog', { name: 'Вход' }).getByRole('link', { name: 'Забыли пароль?' }).click();

  const main = page.getByRole('main');
  await main.getByLabel('E-mail или телефон').fill('forgetful@example.org');
  await main.getByRole('button', { name: 'Восстановить' }).click();
  await expect(main.getByRole('status')).toContainText('forgetful@example.org');
  const letter = await outbox(request, 'perm').last('forgetful@example.org');

  await main.getByLabel('Код из письма').fill('WRONG234');
  await main.getByLabel('Новый пароль', { exact: true }).fill('restored26');
  await main.getByLabel('Повторите пароль', { exact: true }).fill('restored26');
  await main.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(main.getByRole('alert')).toBeVisible();

  await main.getByLabel('Код из письма').fill(letter.code!);
  await main.getByRole('button', { name: 'Сохранить пароль' }).click();
  const done = page.getByRole('dialog', { name: 'Пароль изменён' });
  await done.getByRole('button', { name: 'Войти' }).click();

  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('E-mail или телефон').fill('forgetful@example.org');
  await dialog.getByLabel('Пароль', { exact: true }).fill('restored26');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toHaveText('Пётр Забывчивый');
});
