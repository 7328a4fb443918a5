import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { storeDriverSignIn } from './fixtures/stored-sign-in.ts';

test.describe('Perm (balance, no SMS commands)', () => {
  test('[CONTENT] visitor reads only the ways of paying the city has', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Пермь');
    await expect(main).toContainText('с баланса или картой');
    await expect(main).not.toContainText('SMS');
    await expect(main.getByRole('heading', { level: 2, name: 'По SMS' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Зарегистрироваться' })).toBeVisible();
  });

  test('[CONTENT] a signed-in driver is offered the parking, not the registration', async ({ page, request }) => {
    await storeDriverSignIn(page, request, await freshDriver(request, 'home'));
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Оплатить парковку' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Зарегистрироваться' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Оплатить парковку' }).click();
    await expect(page).toHaveURL(/\/profile\/parking$/);
  });
});

test.describe('Rostov (no balance)', () => {
  test.use({ city: 'rostov' });

  test('[CONTENT] visitor is promised no balance', async ({ page }) => {
    await page.goto('/en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Rostov-on-Don');
    await expect(main).toContainText('pay by card');
    await expect(main).not.toContainText('balance');
  });

  for (const width of [375, 1280]) {
    test(`[CONTENT] visitor reads the city's announcement under the header and follows its link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      for (const [path, label, more, target] of [
        ['/', 'Объявление', 'Подробнее', /\/sms-commands$/],
        ['/en', 'Announcement', 'Read more', /\/en\/sms-commands$/],
      ] as const) {
        await page.goto(path);
        const bar = page.getByRole('region', { name: label });
        await expect(bar).toContainText('Парковку можно оплатить SMS на номер 7757');
        // Under the header and above the page, the whole line within the screen's width.
        const [header, box, main] = await Promise.all([page.getByRole('banner').boundingBox(), bar.boundingBox(), page.getByRole('main').boundingBox()]);
        expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
        expect(box!.y + box!.height).toBeLessThanOrEqual(main!.y + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const axe = await new AxeBuilder({ page }).include('[role="region"][aria-label]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        expect(axe.violations).toEqual([]);
        await bar.getByRole('link', { name: more }).click();
        await expect(page).toHaveURL(target);
      }
    });
  }
});

test.describe('Sevastopol (balance and SMS commands)', () => {
  test.use({ city: 'sevastopol' });

  test('[CONTENT] visitor reads the SMS way with the city’s number and finds the commands', async ({ page, request }) => {
    const options = (await (await request.get('/city/sevastopol/api/info/get-options-info-v3')).json()) as { result: { numberSmsSendTo: string } };
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main).toContainText('с баланса, картой или по SMS');
    await expect(main.getByRole('heading', { level: 2, name: 'По SMS' })).toBeVisible();
    await expect(main).toContainText(options.result.numberSmsSendTo);
    await main.getByRole('link', { name: 'Список SMS-команд' }).click();
    await expect(page).toHaveURL(/\/sms-commands$/);
  });
});
