import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { companyToken, demoCompany } from './fixtures/company.ts';
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

test.describe('a closed city with companies', () => {
  test.use({ city: 'perm' });

  test('[COOP] a company signed in meets the apology, not its cabinet, and cannot sign in again until the city opens', async ({ page, request }) => {
    const perm = siteApi(request, 'perm');
    const token = await companyToken(request);
    await page.goto('/legal/auth');
    await page.evaluate((value) => window.localStorage.setItem('perm_coop', value), token);
    await perm.setOptions({ isClose: true });
    try {
      await page.goto('/coop-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Сервис временно закрыт' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Кабинет организации' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Выйти' })).toHaveCount(0);
      await page.goto('/legal/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Сервис временно закрыт' })).toBeVisible();
      // The server says the same to the company's calls.
      const signIn = await request.post(`${cityByCode('perm').apiUrl}/api/auth/login-corp-v1`, {
        data: { inn: demoCompany.inn, contractNumber: demoCompany.contractNumber },
      });
      expect(await signIn.json()).toMatchObject({ status: 'error', errorName: 'ServiceClosed' });
      const profile = await request.get(`${cityByCode('perm').apiUrl}/api/corp-profile/get-profile`, { params: { token } });
      expect(await profile.json()).toMatchObject({ status: 'error', errorName: 'ServiceClosed' });
    } finally {
      await perm.setOptions({ isClose: false });
    }

    await page.goto('/coop-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинет организации' })).toBeVisible();
  });
});
