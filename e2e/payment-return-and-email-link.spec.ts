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
