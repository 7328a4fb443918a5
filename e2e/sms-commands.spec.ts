import { splitTranscription } from '@city-parking/contract/site/sms-commands';
import { expect, pathOf, test } from './fixtures/test.ts';
import { siteApi } from './fixtures/site-api.ts';

test.describe('rostov', () => {
  test.use({ city: 'rostov' });

  for (const [language, path] of [
    ['ru', '/sms-commands'],
    ['en', '/en/sms-commands'],
  ] as const) {
    test(`[CONTENT] visitor reads the SMS commands and the number to send them to (${language})`, async ({ page, request }) => {
      const rostov = siteApi(request, 'rostov');
      const [commands, options] = await Promise.all([rostov.smsCommands(language), rostov.options()]);
      expect(commands.length).toBeGreaterThan(0);

      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText(options.numberSmsSendTo).first()).toBeVisible();
      for (const command of commands) {
        await expect(main.getByText(command.name).first()).toBeVisible();
        for (const part of splitTranscription(command.command_transcription)) {
          await expect(main.getByText(part, { exact: true }).first()).toBeVisible();
        }
      }
      if (language === 'en') await expect(main.getByText('Zone number', { exact: true }).first()).toBeVisible();
    });
  }
});

test('[CONTENT] visitor of a city without SMS commands is sent from /sms-commands to the main page', async ({ page }) => {
  await page.goto('/sms-commands');
  await expect.poll(() => pathOf(page)).toBe('/');
});
