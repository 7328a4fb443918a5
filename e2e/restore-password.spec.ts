import { expect, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';
import { cityByCode } from './fixtures/cities.ts';
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
  await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toHaveAccessibleName('Пётр Забывчивый. Профиль');
});

test('[ACCOUNT] driver restores the password by phone: the call signs in once, then a new password is chosen', async ({ page, request }) => {
  const phone = '79230000402';
  await registerDriver(request, { email: 'by.phone@example.org', phone, password: 'kept2026', firstname: 'Ольга', lastname: 'Звонкова' });
  const { apiUrl } = cityByCode('perm');
  const signIn = async (password: string) =>
    (await (await request.post(`${apiUrl}/api/auth/login`, { form: { login: phone, password } })).json()) as { status: string; id_session: string };
  const profileOf = async (token: string) =>
    (await (await request.get(`${apiUrl}/api/profile/get-profile`, { params: { token } })).json()) as { status: string; errorName?: string };
  const elsewhere = (await signIn('kept2026')).id_session;

  await page.goto('/restore-password');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail или телефон').fill('+7 923 000-04-02');
  await main.getByRole('button', { name: 'Восстановить' }).click();
  await expect(main.getByRole('status')).toContainText('одноразовый пароль');
  const call = await outbox(request, 'perm').last(phone);
  expect(call.channel).toBe('call');
  // Asking for the call changed nothing: the password and the other session still work.
  expect((await profileOf(elsewhere)).status).toBe('ok');
  expect((await signIn('kept2026')).status).toBe('ok');

  await main.getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('E-mail или телефон').fill(phone);
  await dialog.getByLabel('Пароль', { exact: true }).fill(call.code!);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(main.getByRole('status')).toContainText('Задайте новый пароль');
  await main.getByLabel('Новый пароль', { exact: true }).fill('newphone26');
  await main.getByLabel('Повторите пароль', { exact: true }).fill('newphone26');
  await main.getByRole('button', { name: 'Сохранить пароль' }).click();
  const done = page.getByRole('dialog', { name: 'Пароль изменён' });
  await expect(done).toContainText('вы вошли');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toHaveAccessibleName('Ольга Звонкова. Профиль');
  // Only now the other session is over and the old password gone.
  expect(await profileOf(elsewhere)).toMatchObject({ errorName: 'TokenExpired' });
  expect((await signIn('kept2026')).status).toBe('error');
});

test('[ACCOUNT] driver opens /restore-password/3/{code} with the e-mailed code and only chooses the new password', async ({ page, request }) => {
  await registerDriver(request, { email: 'by.link@example.org', phone: '79230000403', password: 'linked26', firstname: 'Анна', lastname: 'Ссылкина' });
  const { apiUrl } = cityByCode('perm');
  await request.get(`${apiUrl}/api/profile/restore-password/send-email`, { params: { email: 'by.link@example.org' } });
  const letter = await outbox(request, 'perm').last('by.link@example.org');

  await page.goto(`/restore-password/3/${encodeURIComponent(letter.code!)}`);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Код из письма')).toHaveValue(letter.code!);
  await main.getByLabel('Новый пароль', { exact: true }).fill('fromlink26');
  await main.getByLabel('Повторите пароль', { exact: true }).fill('fromlink26');
  await main.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('dialog', { name: 'Пароль изменён' })).toBeVisible();
  const signIn = await request.post(`${apiUrl}/api/auth/login`, { form: { login: 'by.link@example.org', password: 'fromlink26' } });
  expect(((await signIn.json()) as { status: string }).status).toBe('ok');
});
