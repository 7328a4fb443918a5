import { AUDIT_TEXTS } from '@city-parking/contract/operator/audit-texts';
import { expect, test } from './fixtures/test.ts';
import { signInOperator } from './fixtures/operator.ts';
import { tokenOf } from './fixtures/drivers.ts';
import { topUp } from './fixtures/top-up.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const DEMO_DRIVER = { email: 'demo@parking.test', phone: '79120000001', password: 'demo2026' };

test.describe.configure({ timeout: 90_000 });
const desk = (language: Language, path = '') => `${language === 'en' ? '/en' : ''}/operator${path}`;

for (const language of LANGUAGES) {
  test(`[OPERATOR] support finds the demo driver by plate, reads the card, and the look is in the audit trail (${language})`, async ({ page, request }) => {
    // A payment of the demo driver's own, so that the card has one to show whatever ran before.
    await topUp(request, await tokenOf(request, DEMO_DRIVER), 100);
    await signInOperator(page, request);
    await page.goto(desk(language));
    const nav = page.getByRole('navigation', { name: say(language, 'desk.nav') });
    await nav.getByRole('link', { name: say(language, 'desk.drivers') }).click();
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.drivers.title') })).toBeVisible();

    // Latin look-alikes and spaces, as a caller dictates a plate.
    await page.getByLabel(say(language, 'desk.drivers.query')).fill('a 123 bc 159');
    await page.getByRole('button', { name: say(language, 'desk.drivers.submit') }).click();
    const results = page.getByRole('region', { name: say(language, 'desk.drivers.results') });
    const row = results.getByRole('row').filter({ hasText: DEMO_DRIVER.email });
    await expect(row).toContainText('А123ВС159');
    await expect(row).toContainText(say(language, 'desk.drivers.match.plate'));
    await row.getByRole('link').click();

    await expect(page).toHaveURL(/\/operator\/drivers\/\d+\?q=a(\+|%20)123/);
    const driverId = /\/operator\/drivers\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('region', { name: say(language, 'desk.driver.vehicles') })).toContainText('А123ВС159');
    const payments = page.getByRole('region', { name: say(language, 'desk.driver.payments') });
    await expect(
      payments
        .getByRole('row')
        .filter({ hasText: say(language, 'desk.code.payment.done') })
        .first(),
    ).toBeVisible();

    // The way back keeps the query and its results.
    await page.getByRole('link', { name: new RegExp(say(language, 'desk.driver.back')) }).click();
    await expect(results.getByRole('row').filter({ hasText: DEMO_DRIVER.email })).toBeVisible();

    await nav.getByRole('link', { name: say(language, 'desk.audit') }).click();
    await page.getByLabel(say(language, 'desk.audit.action')).selectOption('driver.view');
    const texts = AUDIT_TEXTS[language];
    const entry = page.getByRole('row', { name: new RegExp(texts.actions['driver.view']) }).filter({ hasText: `${texts.objects.driver} ${driverId}` });
    await expect(entry.first()).toContainText('operator@perm.demo');
  });
}
