import { expect, test } from './fixtures/test.ts';
import { guestCheckLink, sessionCheckLink, withPrice } from './fixtures/check-link.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];

for (const language of LANGUAGES) {
  test(`[CHECK] a session's signed receipt link says it is genuine, and not once its price is changed (${language})`, async ({ page, request }) => {
    const link = await sessionCheckLink(request, `check-${language}`, language);
    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say(language, 'check.title') })).toBeVisible();
    await expect(main.getByRole('status')).toContainText(say(language, 'check.verdict.genuine.title'));
    await expect(main.getByText('А001АА159')).toBeVisible();

    await page.goto(withPrice(link, 1));
    await expect(main.getByRole('status')).toContainText(say(language, 'check.verdict.forged.title'));
    await expect(main.getByRole('status')).toContainText(say(language, 'check.verdict.forged.text'));
  });
}

test("[CHECK] a guest's SMS link is genuine, and a changed price is not", async ({ page, request }) => {
  const link = await guestCheckLink(request, '79780000021');
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText(say('ru', 'check.verdict.genuine.title'));
  await expect(main.getByText('60,00 рублей')).toBeVisible();
  await page.goto(withPrice(link, 600));
  await expect(main.getByRole('status')).toContainText(say('ru', 'check.verdict.forged.title'));
  await expect(main.getByText('6,00 рублей')).toBeVisible();
});

test('[CHECK] a link without a signature says it cannot be checked', async ({ page }) => {
  await page.goto('/en/check?title=Zone 101&price=15000&ts=А123ВС59&city=perm');
  await expect(page.getByRole('main').getByRole('status')).toContainText(say('en', 'check.verdict.unsigned.title'));
});
