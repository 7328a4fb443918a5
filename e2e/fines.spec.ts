import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const DEMO = { email: 'demo@parking.test', password: 'demo2026' };
const LANGUAGES: Language[] = ['ru', 'en'];
const FINES_CALL = '**/api/finesstorage/fines/v1**';

const localized = (path: string, language: Language) => (language === 'en' ? `/en${path}` : path);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the web app as a pattern, the values it is not given (times) standing for anything. */
const ANY = '\u0001';
const pattern = (language: Language, key: string, values: Record<string, string>) =>
  new RegExp(escape(say(language, key, { time: ANY, until: ANY, ...values })).replaceAll(ANY, '.+'));

interface Fine {
  uin: string;
  coverage?: { kind: string; zone?: string };
}

/** The demo driver's fines as the API answers them, to know which one the seed covered. */
async function demoFines(request: APIRequestContext, token: string): Promise<Fine[]> {
  const response = await request.get(`${cityByCode('perm').apiUrl}/api/finesstorage/fines/v1`, { params: { token } });
  return ((await response.json()) as { result: Fine[] }).result;
}

const list = (page: Page) => page.getByRole('main').getByRole('list');

for (const language of LANGUAGES) {
  test(`[FINES] the demo driver opens a fine and its photo loads only then (${language})`, async ({ page, request }) => {
    await signInAs(page, request, DEMO.email, DEMO.password);
    await page.goto(localized('/profile/penalty', language));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'fines.title') })).toBeVisible();
    const fine = list(page).getByRole('listitem').first();
    await expect(fine).toContainText(say(language, 'fines.uin'));
    // Closed: no image asked for.
    await expect(fine.locator('img')).toHaveCount(0);
    await fine.locator('summary').click();
    const photo = fine.getByRole('img');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(fine).toContainText(say(language, 'fines.provider'));
  });

  test(`[FINES] a covered fine says so, gives its evidence PDF and opens the appeal (${language})`, async ({ page, request }) => {
    const token = await signInAs(page, request, DEMO.email, DEMO.password);
    const covered = (await demoFines(request, token)).find((f) => f.coverage?.kind === 'session');
    expect(covered, 'the demo seed covers one fine by a paid session').toBeDefined();
    const { uin } = covered!;
    const zone = covered!.coverage!.zone!;
    await page.goto(localized('/profile/penalty', language));

    const card = list(page).getByRole('listitem').filter({ hasText: uin });
    await expect(card).toContainText(pattern(language, 'fines.coverage.session', { zone }));
    await expect(card).toContainText(zone);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: say(language, 'fines.evidenceLabel', { uin }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fine-${uin}-evidence.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parser = new PDFParse({ data: bytes });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(uin);
    expect(text).toMatch(new RegExp(`${language === 'en' ? 'Zone' : 'Зона'}:\\s*${escape(zone)}`));

    await card.getByRole('link', { name: say(language, 'fines.appealLabel', { uin }) }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localized('/profile/feedback', language))}\\?fine=${uin}$`));
  });

  test(`[FINES] the menu leads a driver without fines there; a failed load offers a retry, then the empty list (${language})`, async ({ page, request }) => {
    const plate = language === 'en' ? 'Х902ХХ159' : 'Х901ХХ159';
    const driver = await freshDriver(request, `fines-none-${language}`, plate);
    await signInAs(page, request, driver.email, driver.password);

    // The profile menu leads to the screen, in a city that shows fines.
    await page.route(FINES_CALL, (route) => route.fulfill({ json: { status: 'error', errorName: 'UnknownError' } }));
    await page.goto(localized('/profile/my-profile', language));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Анна Петрова|Profile|Профиль/ })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.penalty') }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localized('/profile/penalty', language))}$`));
    const failure = page.getByRole('alert').filter({ hasText: say(language, 'fines.failed') });
    await expect(failure).toBeVisible();

    await page.unroute(FINES_CALL);
    await failure.getByRole('button', { name: say(language, 'actions.retry') }).click();
    await expect(page.getByText(say(language, 'fines.empty'), { exact: true })).toBeVisible();
    await expect(failure).toBeHidden();

    // Fines are found by plate and STS: the car has no STS, and the screen leads to its form.
    await expect(page.getByText(say(language, 'fines.emptyHint'))).toBeVisible();
    await page.getByRole('link', { name: say(language, 'fines.addStsLabel', { plate }) }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localized('/profile/my-profile', language))}\\?vehicle=`));
    await expect(page.getByRole('dialog').getByLabel(say(language, 'profile.vehicle.sts'))).toHaveValue('');
  });
}
