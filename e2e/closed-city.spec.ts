import { expect, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.use({ city: 'sevastopol' });

test('[SHELL] visitor of a closed city sees only the apology with the support phone', async ({ page, request }) => {
  const sevastopol = siteApi(request, 'sevastopol');
  const { contacts } = await sevastopol.options();
  await sevastopol.setOptions({ isClose: true });
  try {
    await page.goto('/news');

    await expect(page.getByRole('heading', { level: 1, name: 'Сервис временно закрыт' })).toBeVisible();
    await expect(page.getByText('Приносим извинения')).toBeVisible();
    await expect(page.getByRole('link')).toHaveAttribute('href', `tel:+${contacts.phone.replace(/\D/g, '')}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  } finally {
    await sevastopol.setOptions({ isClose: false });
  }

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сервис временно закрыт' })).toHaveCount(0);
});
