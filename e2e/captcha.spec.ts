import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

// A registration and five sign-ins, each hashing a password at full cost.
test.describe.configure({ timeout: 120_000 });

const NUMBERS: Record<Language, string[]> = {
  ru: 'ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать'.split(
    ' ',
  ),
  en: 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' '),
};

/** The answer to "What is seven plus two?" worked out as a person would. */
function solve(question: string, language: Language): number {
  const [a, b] = question
    .replace('?', '')
    .split(' ')
    .map((word) => NUMBERS[language].indexOf(word))
    .filter((n) => n >= 0);
  return /plus|плюс/.test(question) ? a! + b! : a! - b!;
}

/** Three wrong passwords: the third answer demands the picture. */
async function failThrice(dialog: Locator, language: Language, login: string) {
  await dialog.getByLabel(say(language, 'login.emailOrPhone')).fill(login);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await dialog.getByLabel(say(language, 'login.password'), { exact: true }).fill(`wrong-${attempt}`);
    await dialog.getByRole('button', { name: say(language, 'login.submit') }).click();
    if (attempt < 3) await expect(dialog.getByRole('alert')).toBeVisible();
  }
  await expect(dialog.getByRole('img', { name: say(language, 'login.captchaImage') })).toBeVisible();
}

for (const language of ['ru', 'en'] as const) {
  test(`[ACCOUNT] a driver who cannot see the captcha picture answers its question instead (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `captcha-${language}`);
    await page.goto(language === 'en' ? '/en/news' : '/news');
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'header.login') })
      .click();
    const dialog = page.getByRole('dialog', { name: say(language, 'login.title') });
    await failThrice(dialog, language, driver.email);

    // Another picture: the button keeps focus, and a status region says what changed.
    const picture = dialog.getByRole('img', { name: say(language, 'login.captchaImage') });
    const before = await picture.getAttribute('src');
    const another = dialog.getByRole('button', { name: say(language, 'login.captchaNewImage') });
    await another.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
    await expect(another).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(say(language, 'login.captchaImageShown'));

    // The question instead: read as the answer field's description, in the page's language.
    await dialog.getByRole('button', { name: say(language, 'login.captchaAsQuestion') }).press('Enter');
    const answer = dialog.getByLabel(say(language, 'login.captchaAnswer'));
    await expect(answer).toBeVisible();
    await expect(dialog.getByRole('button', { name: say(language, 'login.captchaAsImage') })).toBeFocused();
    await expect(picture).toHaveCount(0);
    const question = (await dialog.getByRole('status').textContent()) ?? '';
    expect(question).toMatch(language === 'en' ? /^What is [a-z]+ (plus|minus) [a-z]+\?$/ : /^Сколько будет [а-я]+ (плюс|минус) [а-я]+\?$/);
    await expect(answer).toHaveAccessibleDescription(question);
    expect(
      await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze(),
    ).toMatchObject({
      violations: [],
    });

    await answer.fill(String(solve(question, language)));
    await dialog.getByLabel(say(language, 'login.password'), { exact: true }).fill(driver.password);
    await dialog.getByRole('button', { name: say(language, 'login.submit') }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: say(language, 'header.profile') })).toBeVisible();
  });
}
