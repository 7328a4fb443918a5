import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { topUp } from './fixtures/top-up.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

/** The focused element shows it: an outline or a ring (box shadow) while focus came from the keyboard. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing is focused';
    const style = window.getComputedStyle(element);
    const marked = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return element.matches(':focus-visible') && marked ? 'ok' : `no visible focus on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(shown).toBe('ok');
}

/** Presses Tab until `target` has the focus, checking that every stop on the way shows it. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

test('[A11Y] visitor skips to the content and signs in with the keyboard only', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const login = page.getByRole('banner').getByRole('button', { name: 'Войти' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('E-mail или телефон');
  await tabTo(page, field);
  await page.keyboard.type('demo@parking.test');
  await tabTo(page, dialog.getByLabel('Пароль', { exact: true }));
  await page.keyboard.type('demo2026');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Профиль' })).toBeVisible();
});

test('[A11Y] a dialog closed with Escape gives the focus back to its button', async ({ page }) => {
  await page.goto('/news');
  const cityButton = page.getByRole('banner').getByRole('button', { name: 'Сменить город' });
  await cityButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Выбор города' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Город' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cityButton).toBeFocused();
});

for (const language of ['ru', 'en'] as Language[]) {
  test(`[A11Y] the login dialog opens on its first field, and after signing in the focus is on the page's heading (${language})`, async ({ page }) => {
    await page.goto(`${language === 'en' ? '/en' : ''}/news`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const login = page.getByRole('banner').getByRole('button', { name: say(language, 'header.login') });
    await login.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: say(language, 'login.title') });
    // Typed at once, the login goes into its field; one Tab reaches the password.
    await expect(dialog.getByLabel(say(language, 'login.emailOrPhone'))).toBeFocused();
    await page.keyboard.type('demo@parking.test');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(say(language, 'login.password'), { exact: true })).toBeFocused();
    await page.keyboard.type('demo2026');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: say(language, 'header.profile') })).toBeVisible();
    // The sign-in button is gone: the focus goes to the page's heading, not to the document's body.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
}

test('[A11Y] driver tops up the balance with the keyboard only', async ({ page, request }) => {
  const driver = await freshDriver(request, 'keyboard-top-up');
  await signInAs(page, request, driver.email, driver.password);
  await page.goto('/news');
  const balance = page.getByRole('banner').getByRole('button', { name: 'Баланс' });
  await expect(balance).toHaveText('0,00 ₽');

  await tabTo(page, balance);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Пополнить баланс' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Сумма'));
  await page.keyboard.type('300');
  await tabTo(page, dialog.getByRole('button', { name: 'Оплатить' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('link', { name: 'Перейти к оплате' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(balance).toBeFocused();
});

test('[A11Y] driver starts a parking session with the keyboard only', async ({ page, request }) => {
  const driver = await freshDriver(request, 'keyboard-start', 'В002ВВ159');
  const token = await signInAs(page, request, driver.email, driver.password);
  await topUp(request, token, 500);
  await page.goto('/profile/parking?zone=101');
  const card = page.getByRole('region', { name: 'Оплата парковки' });
  await expect(card.getByLabel('Транспортное средство')).toHaveValue('В002ВВ159');

  // The duration's choices are one radio group: Tab enters it at the first, the arrow keys move the choice.
  const duration = card.getByRole('group', { name: 'Продолжительность' });
  await tabTo(page, duration.getByRole('radio', { name: '15 мин' }), 80);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(duration.getByRole('radio', { name: '1 ч' })).toBeChecked();
  // More opens the stepper, whose spin button takes the arrow keys too; the hour is kept.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(duration.getByRole('radio', { name: 'Больше' })).toBeChecked();
  await tabTo(page, duration.getByRole('spinbutton', { name: 'Продолжительность' }));
  await page.keyboard.press('ArrowDown');
  await expect(duration.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '1 ч 45 мин');
  await page.keyboard.press('ArrowUp');
  await expect(duration.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '2 ч');
  await page.keyboard.press('PageDown');
  await expect(duration.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '1 ч');
  await tabTo(page, card.getByRole('button', { name: 'Начать парковку' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Парковка оплачена' })).toBeVisible();
});
