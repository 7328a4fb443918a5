import { expect, pathOf, test } from './fixtures/test.ts';
import { outbox } from './fixtures/outbox.ts';

test('[ACCOUNT] visitor registers with the codes from SMS and e-mail, then logs in', async ({ page, request }) => {
  const phone = '79230000101';
  const email = 'new.driver.101@example.org';
  await page.goto('/registration');
  const main = page.getByRole('main');
  await main.getByLabel('Фамилия').fill('Сидоров');
  await main.getByLabel('Имя', { exact: true }).fill('Олег');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Телефон').fill('+7 923 000-01-01');
  await main.getByLabel('Пароль', { exact: true }).fill('secret26');
  await main.getByLabel('Повторите пароль', { exact: true }).fill('secret26');
  await main.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(main.getByText('Заполните поле').or(main.getByText('Нужно согласие на обработку персональных данных'))).toBeVisible();
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const mails = outbox(request, 'perm');
  const phoneSection = main.getByRole('region', { name: 'Телефон + 7 (923) 000-01-01' });
  await expect(phoneSection).toBeVisible();
  await expect(phoneSection.getByText(/Отправить код повторно через \d+ с/)).toBeVisible();
  const sms = await mails.last(phone);
  await phoneSection.getByLabel('Код из SMS').fill(sms.code!);
  await phoneSection.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(phoneSection.getByText('Подтверждено')).toBeVisible();

  const emailSection = main.getByRole('region', { name: `E-mail ${email}` });
  const letter = await mails.last(email);
  await emailSection.getByLabel('Код из письма').fill(letter.code!);
  await emailSection.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(main.getByText('Регистрация завершена')).toBeVisible();

  await main.getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('E-mail или телефон').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill('secret26');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toHaveAccessibleName('Олег Сидоров. Профиль');
  await expect.poll(() => pathOf(page)).toBe('/');
});

test('[ACCOUNT] visitor is told a taken e-mail and phone on leaving each field, before any submit', async ({ page }) => {
  await page.goto('/registration');
  const main = page.getByRole('main');
  const email = main.getByLabel('E-mail');
  const phone = main.getByLabel('Телефон');
  await email.fill('DEMO@parking.test');
  await phone.focus();
  await expect(email).toHaveAccessibleDescription('Пользователь с таким e-mail уже существует');
  await phone.fill('+7 912 000-00-02');
  await main.getByLabel('Пароль', { exact: true }).focus();
  await expect(phone).toHaveAccessibleDescription('Пользователь с таким номером телефона уже существует');

  await email.fill('free.driver.102@example.org');
  await phone.focus();
  await expect(email).not.toHaveAccessibleDescription(/уже существует/);
  await expect(phone).toHaveAccessibleDescription('Пользователь с таким номером телефона уже существует');
});

test.describe('rostov', () => {
  test.use({ city: 'rostov' });

  test('[ACCOUNT] visitor registers in English with a call code after changing the phone, confirming the e-mail by its link', async ({ page, request }) => {
    const email = 'call.driver@example.org';
    await page.goto('/en/registration');
    const main = page.getByRole('main');
    // Rostov keeps no private data: no name fields.
    await expect(main.getByLabel('Last name')).toHaveCount(0);
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Phone').fill('89230000202');
    await main.getByLabel('Password', { exact: true }).fill('secret26');
    await main.getByLabel('Repeat the password', { exact: true }).fill('secret26');
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: 'Sign up' }).click();

    await main.getByRole('button', { name: 'Change the phone number' }).click();
    await main.getByLabel('New phone number').fill('+7 923 000 02 03');
    await main.getByRole('button', { name: 'Send the code' }).click();
    const phoneSection = main.getByRole('region', { name: 'Phone + 7 (923) 000-02-03' });
    const call = await outbox(request, 'rostov').last('79230000203');
    expect(call.channel).toBe('call');
    await phoneSection.getByLabel('Last 4 digits of the number').fill(call.code!);
    await phoneSection.getByRole('button', { name: 'Confirm' }).click();
    await expect(phoneSection.getByText('Confirmed')).toBeVisible();

    const letter = await outbox(request, 'rostov').last(email);
    const link = new URL(/https?:\S+|\/registration\/confirmation\/email\/\S+/.exec(letter.text)![0], 'http://x');
    await page.goto(`/en${link.pathname}`);
    await expect(page.getByRole('status')).toContainText('Your account is created');
  });
});
