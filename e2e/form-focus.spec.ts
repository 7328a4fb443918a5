import { expect, test } from './fixtures/test.ts';
import { webText as say } from './fixtures/web-texts.ts';

for (const language of ['ru', 'en'] as const) {
  test(`[ACCOUNT] a wrong submit puts focus on the first field to fix, which says its error (${language})`, async ({ page }) => {
    await page.goto(language === 'en' ? '/en/registration' : '/registration');
    const main = page.getByRole('main');
    const lastName = main.getByLabel(say(language, 'registration.lastname'));
    await expect(lastName).toBeVisible();
    await lastName.fill('Петрова');
    // Keyboard only: Enter in a field submits the form.
    await lastName.press('Enter');
    const firstName = main.getByLabel(say(language, 'registration.firstname'), { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(say(language, 'form.emptyField'));

    await firstName.fill('Анна');
    await firstName.press('Enter');
    const email = main.getByLabel(say(language, 'registration.email'));
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(say(language, 'form.emptyField'));

    // The login dialog behaves the same way.
    await page
      .getByRole('banner')
      .getByRole('button', { name: say(language, 'header.login') })
      .click();
    const dialog = page.getByRole('dialog', { name: say(language, 'login.title') });
    await dialog.getByLabel(say(language, 'login.emailOrPhone')).fill('12345');
    await dialog.getByLabel(say(language, 'login.emailOrPhone')).press('Enter');
    const login = dialog.getByLabel(say(language, 'login.emailOrPhone'));
    await expect(login).toBeFocused();
    await expect(login).toHaveAccessibleDescription(say(language, 'form.emailPhone'));
    await login.fill('79120000001');
    await login.press('Enter');
    await expect(dialog.getByLabel(say(language, 'login.password'), { exact: true })).toBeFocused();
  });
}
