import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { signInAs } from './fixtures/sign-in.ts';

test('[PAYMENT] the return page shows what the server says, not the status in its address', async ({ page, request }) => {
  const token = await signInAs(page, request, 'demo@parking.test', 'demo2026');
  const refill = await request.post(`${cityByCode('perm').apiUrl}/api/payment/refill`, { form: { Token: token, PaymentService: 'card', RefillAmount: '100' } });
  const { RedirectURL } = (await refill.json()) as { RedirectURL: string };
  await request.post(RedirectURL, { form: { action: 'decline' } });
  const order = RedirectURL.split('/').pop()!;

  await page.goto(`/payment?order=${order}&status=done`);
  await expect(page.getByRole('status')).toContainText('Платёж отклонён');
});

test('[PAYMENT] after paying, the return page goes back to the page paid from when it says, or at once by its link', async ({ page, request, now }) => {
  await signInAs(page, request, 'demo@parking.test', 'demo2026');
  // The page's clock runs under the test's hand from the server's time.
  await page.clock.install({ time: now() });
  await page.goto('/news');
  await page.getByRole('banner').getByRole('button', { name: 'Баланс' }).click();
  await page.getByRole('menuitem', { name: 'Пополнить баланс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await dialog.getByLabel('Сумма').fill('100');
  await dialog.getByRole('button', { name: 'Оплатить' }).click();
  // The provider's page, in this tab rather than a new one, so that its return lands under the same clock.
  const link = dialog.getByRole('link', { name: 'Перейти к оплате' });
  await page.goto((await link.getAttribute('href'))!);
  await page.getByRole('button', { name: 'Оплатить / Pay' }).click();

  await expect(page).toHaveURL(/\/payment\?/);
  const status = page.getByRole('status');
  await expect(status).toContainText('Платёж прошёл.');
  await expect(status).toContainText('Через 10 секунд вы вернётесь на страницу, с которой начали оплату.');
  await expect(page.getByRole('heading', { name: 'Баланс пополнен' })).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(page).toHaveURL(/\/payment\?/);
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/news$/);

  // In English, a declined payment: the link goes back at once.
  await page.goto('/en/news');
  await page.getByRole('banner').getByRole('button', { name: 'Balance' }).click();
  await page.getByRole('menuitem', { name: 'Top up the balance' }).click();
  const english = page.getByRole('dialog', { name: 'Top up the balance' });
  await english.getByLabel('Amount').fill('100');
  await english.getByRole('button', { name: 'Pay' }).click();
  await page.goto((await english.getByRole('link', { name: 'Go to payment' }).getAttribute('href'))!);
  await page.getByRole('button', { name: 'Отклонить / Decline' }).click();
  await expect(page.getByRole('status')).toContainText('In 10 seconds you will be taken back to the page you paid from.');
  await page.getByRole('link', { name: 'Go back now' }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
});

test("[REGISTRATION] a Sevastopol account's e-mail link confirms in a browser that chose no city, and says so when opened again", async ({ page, request }) => {
  const { apiUrl } = cityByCode('sevastopol');
  const email = 'link-e2e@example.org';
  const form = { firstname: 'Анна', lastname: 'Ли', middlename: '', email, phone: '79230000911', pass: 'linker2026' };
  expect((await (await request.post(`${apiUrl}/api/auth/registration-v2`, { form })).json()) as { status: string }).toMatchObject({ status: 'ok' });
  const outbox = await request.get(`${apiUrl}/dev/outbox`, { params: { to: email, limit: 1 } });
  const [mail] = ((await outbox.json()) as { result: { text: string }[] }).result;
  const link = /\/registration\/confirmation\/email\/\S+/.exec(mail!.text)![0];
  expect(link).toContain('?city=sevastopol');

  await page.goto(link);
  await expect(page.getByText('E-mail подтверждён. Чтобы завершить регистрацию, подтвердите телефон.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('E-mail уже подтверждён по этой ссылке')).toBeVisible();
  // The browser's own choice of city is left as it was.
  expect(await page.evaluate(() => window.localStorage.getItem('city'))).not.toBe('sevastopol');
});
