import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { ERROR_TEXTS_EN } from '@city-parking/contract/errors/error-texts-en';
import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';
import { cityByCode } from './fixtures/cities.ts';
import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import { freshDriver, tokenOf } from './fixtures/drivers.ts';
import { operatorToken } from './fixtures/operator.ts';
import { topUp } from './fixtures/top-up.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const DEMO = { email: 'demo@parking.test', password: 'demo2026' };
const LANGUAGES: Language[] = ['ru', 'en'];
const FINES_CALL = '**/api/finesstorage/fines/v1**';
const ERRORS = { ru: ERROR_TEXTS_RU, en: ERROR_TEXTS_EN };

const localized = (path: string, language: Language) => (language === 'en' ? `/en${path}` : path);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the web app as a pattern, the values it is not given (times) standing for anything. */
const ANY = '\u0001';
const pattern = (language: Language, key: string, values: Record<string, string>) =>
  new RegExp(escape(say(language, key, { time: ANY, until: ANY, ...values })).replaceAll(ANY, '.+'));

interface Fine {
  uin: string;
  fineStatus: string;
  coverage?: { kind: string; zone?: string };
}

/** The demo driver's fines as the API answers them, to know which one the seed covered. */
async function demoFines(request: APIRequestContext, token: string): Promise<Fine[]> {
  const response = await request.get(`${cityByCode('perm').apiUrl}/api/finesstorage/fines/v1`, { params: { token } });
  return ((await response.json()) as { result: Fine[] }).result;
}

const list = (page: Page) => page.getByRole('main').getByRole('list');

let serial = Math.floor(Date.now() / 1000) % 1_000_000;

/**
 * A fresh driver's car with its STS, parked for an hour in zone 101 from a topped-up balance, and
 * a parking fine of that car imported on the desk at a minute into the paid hour.
 */
async function coveredFine(request: APIRequestContext, language: Language) {
  const { apiUrl } = cityByCode('perm');
  serial += 1;
  const digits = String(serial).padStart(6, '0');
  const plate = language === 'ru' ? 'Н101НН159' : 'Н102НН159';
  const sts = `59ТС${digits}`;
  const driver = await freshDriver(request, `fines-covered-${language}`);
  const token = await tokenOf(request, driver);
  const car = await request.post(`${apiUrl}/api/profile/car`, { form: { token, grz: plate, format: 'rus', category: 'B', mainTs: 'false', sts } });
  expect(await car.json(), `car ${plate}`).toMatchObject({ status: 'ok' });
  await topUp(request, token, 500);
  const started = await request.post(`${apiUrl}/api/payment/start`, {
    form: { Token: token, Zone: '101', Duration: '60', PaymentService: 'balance', Vehicle: JSON.stringify({ Number: plate }) },
  });
  const { confirmation } = (await started.json()) as { confirmation: { start: string } };
  const uin = withUinCheckDigit(`0355${language === 'ru' ? 3 : 4}${String(serial).padStart(14, '0')}`);
  const row = {
    uin,
    status: 'new',
    article: '8.14 КоАП ПК',
    place: 'ул. Ленина, 50',
    zone: '101',
    offenseDate: new Date(Date.parse(confirmation.start) + 60_000).toISOString(),
    date: confirmation.start.slice(0, 10),
    totalSum: '150000',
    grz: plate,
    sts,
  };
  const imported = await request.post(`${apiUrl}/api/operator/fines/import/v1`, {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    data: { format: 'json', content: JSON.stringify([row]), photos: [] },
  });
  expect(await imported.json(), `import of ${uin}`).toMatchObject({ status: 'ok', accepted: 1 });
  return { driver, sts, uin, zone: '101' };
}

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
    const { driver, sts, uin, zone } = await coveredFine(request, language);
    await signInAs(page, request, driver.email, driver.password);
    await page.goto(localized('/profile/penalty', language));

    const card = list(page).getByRole('listitem').filter({ hasText: uin });
    await expect(card).toContainText(pattern(language, 'fines.coverage.session', { zone }));
    await expect(card).toContainText(sts);

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
    // The payment that covered it, from the history: not a page that says there is none.
    expect(text).toContain(language === 'en' ? 'from the balance' : 'с баланса');

    await card.getByRole('link', { name: say(language, 'fines.appealLabel', { uin }) }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localized('/profile/feedback', language))}\\?fine=${uin}$`));
  });

  test(`[FINES] a cancelled fine offers no appeal, nor evidence without a payment to show (${language})`, async ({ page, request }) => {
    const token = await signInAs(page, request, DEMO.email, DEMO.password);
    // The seed's cancelled fine: a paid session covered it, which the demo history holds no payment of.
    const cancelled = (await demoFines(request, token)).find((f) => f.fineStatus === 'cancelled' && f.coverage?.kind === 'session');
    expect(cancelled, 'the demo seed covers its cancelled fine by a paid session').toBeDefined();
    const { uin } = cancelled!;
    await page.goto(localized('/profile/penalty', language));

    const card = list(page).getByRole('listitem').filter({ hasText: uin });
    await expect(card).toContainText(pattern(language, 'fines.coverage.session', { zone: cancelled!.coverage!.zone! }));
    await expect(card.getByRole('link', { name: say(language, 'fines.appealLabel', { uin }) })).toHaveCount(0);
    await expect(card.getByRole('link', { name: say(language, 'fines.evidenceLabel', { uin }) })).toHaveCount(0);
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

test.describe('in a city that shows no fines', () => {
  test.use({ city: 'rostov' });

  for (const language of LANGUAGES) {
    test(`[FINES] the fines page opened by its address leads to the main page, and the server refuses the list (${language})`, async ({ page, request }) => {
      const token = await signInAs(page, request, DEMO.email, DEMO.password, 'rostov');
      const fines = await request.get(`${cityByCode('rostov').apiUrl}/api/finesstorage/fines/v1`, {
        params: { token },
        headers: { 'accept-language': language },
      });
      expect(await fines.json()).toMatchObject({ status: 'error', errorName: 'FinesDisabled', userMessage: ERRORS[language].FinesDisabled });

      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/finesstorage/')) asked.push(sent.url());
      });
      await page.goto(localized('/profile/penalty', language));
      await expect(page).toHaveURL(new RegExp(`:\\d+${language === 'en' ? '/en/?' : '/'}$`));
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'fines.title') })).toHaveCount(0);
      expect(asked).toEqual([]);
    });
  }
});
