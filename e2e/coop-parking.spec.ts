import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ERROR_TEXTS_EN } from '@city-parking/contract/errors/error-texts-en';
import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';
import { expect, test } from './fixtures/test.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const { apiUrl } = cityByCode('perm');

/** The demo company of Perm (README) and its driver Иванов, the demo driver ivanov@parking.test by phone. */
const COMPANY = { inn: '5904123453', contractNumber: '2026-001', name: 'ООО «Прикамье Логистик»' };
const IVANOV = { email: 'ivanov@parking.test', password: 'ivanov2026', phone: '79120000002', name: 'Иванов Иван' };
/** Active company vehicles with active devices, one per language, so that neither run finds the other's parking. */
const COMPANY_PLATES: Record<Language, string> = { ru: 'В202ВВ159', en: 'М505ММ159' };
/** An active company vehicle without a device: the capped drivers' car. */
const CAPPED_PLATE = 'Н606НН159';

const prefix = (language: Language) => (language === 'ru' ? '' : '/en');
const roubles = (language: Language, amount: number) => `${amount.toFixed(2).replace('.', language === 'ru' ? ',' : '.')}\u00a0₽`;
const errorText = (language: Language, name: keyof typeof ERROR_TEXTS_RU) => (language === 'ru' ? ERROR_TEXTS_RU : ERROR_TEXTS_EN)[name];

type Answer = { status: string; errorName?: string; result?: unknown; id_session?: string };

/** The company's coop token, by its sign-in call. */
async function companyToken(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.post(`${apiUrl}/api/auth/login-corp-v1`, { form: COMPANY })).json()) as Answer;
  expect(answer.status, 'the company signs in').toBe('ok');
  return answer.id_session!;
}

/** A call of the company's cabinet with its coop token in the form. */
async function companyCall(request: APIRequestContext, token: string, method: 'PUT' | 'DELETE', path: string, form: Record<string, string>) {
  const response = await request.fetch(`${apiUrl}${path}`, { method, form: { ...form, token } });
  return (await response.json()) as Answer;
}

/** The company's balance in roubles. */
async function companyBalance(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (await request.get(`${apiUrl}/api/profile/get-balance`, { params: { token } })).json()) as { result: number };
  return answer.result;
}

/** Cancels the driver's running parkings of `plate`, so that a run leaves the company's cars free (the refund goes to the company). */
async function endParkings(request: APIRequestContext, token: string, plate: string) {
  const profile = (await (await request.get(`${apiUrl}/api/profile/get-profile-v6`, { params: { token } })).json()) as {
    result: { sessions: { id: number; transport: { numberTs: string } }[] };
  };
  for (const session of profile.result.sessions.filter((s) => s.transport.numberTs === plate)) {
    await request.post(`${apiUrl}/api/payment/cancel`, { form: { Token: token, ReservationId: String(session.id) } });
  }
}

const payCard = (page: Page, language: Language) => page.getByRole('region', { name: say(language, 'parking.payCard') });
const companyChoice = (card: Locator, language: Language) =>
  card.getByRole('radio', { name: say(language, 'payment.payerCompany', { company: COMPANY.name }) });

for (const language of ['ru', 'en'] as const) {
  test(`[COOP] the company's driver parks its car on the company's account and both histories show it (${language})`, async ({ page, request }) => {
    const plate = COMPANY_PLATES[language];
    const token = await signInAs(page, request, IVANOV.email, IVANOV.password);
    const coop = await companyToken(request);
    await endParkings(request, token, plate);
    const before = await companyBalance(request, coop);
    try {
      await page.goto(`${prefix(language)}/profile/parking?zone=101`);
      const card = payCard(page, language);
      await card.getByLabel(say(language, 'parking.plate')).fill(plate);
      await card.getByRole('radio', { name: say(language, 'payment.duration.h', { h: 1 }) }).check();
      // The company's car: the card offers the company's account beside the driver's own money.
      await expect(card.getByRole('radio', { name: say(language, 'payment.payerOwn') })).toBeChecked();
      await companyChoice(card, language).check();
      await expect(card.getByLabel(say(language, 'payment.totalAria', { amount: roubles(language, 60) }))).toBeVisible();
      await card.getByRole('button', { name: say(language, 'parking.submit.start') }).click();

      const confirmation = page.getByRole('dialog', { name: say(language, 'confirmation.title.start') });
      await expect(confirmation).toContainText(`${say(language, 'confirmation.amount')}${roubles(language, 60)}`);
      await expect(confirmation).toContainText(plate);
      await confirmation.getByRole('button', { name: say(language, 'confirmation.done') }).click();
      // The company paid: its balance is 60 ₽ lower.
      expect(await companyBalance(request, coop)).toBeCloseTo(before - 60, 2);

      // The driver's history: the payment, with the company's account as its method.
      await page.goto(`${prefix(language)}/profile/operations`);
      const first = page
        .getByRole('table', { name: say(language, 'operations.title') })
        .locator('.ops-page [role="row"]')
        .first();
      await expect(first.locator('.ops-cell-operation .ops-cell-value')).toHaveText(say(language, 'operations.type.payment'));
      await expect(first.locator('.ops-cell-amount .ops-cell-value')).toHaveText(`\u2212${roubles(language, 60)}`);
      const description = first.locator('.ops-cell-description .ops-cell-value');
      await expect(description).toContainText(plate);
      await expect(description).toContainText(say(language, 'operations.companyPaid', { company: COMPANY.name }));

      // The company's history, filtered by the driver: the same payment with the driver's name.
      const history = (await (
        await request.post(`${apiUrl}/api/profile/get-operations-with-filter`, { params: { token: coop, Driver: IVANOV.phone } })
      ).json()) as { result: { type: string; sum: number; transport: string; driverName: string; driverPhone: string }[] };
      expect(history.result[0]).toMatchObject({ type: 'payment', sum: 60, transport: plate, driverName: IVANOV.name, driverPhone: IVANOV.phone });
    } finally {
      await endParkings(request, token, plate);
    }
  });

  test(`[COOP] a start beyond the driver's monthly cap is refused with what is left of it (${language})`, async ({ page, request }) => {
    // A driver of the test's own, added to the company with the company's car, so that the cap changes no one else.
    const driver = await freshDriver(request, `coop-cap-${language}`, CAPPED_PLATE);
    const coop = await companyToken(request);
    expect(
      await companyCall(request, coop, 'PUT', '/api/corp-profile/add-driver', { driver: 'Лимитов Кирилл', phone: driver.phone, car_number: CAPPED_PLATE }),
    ).toMatchObject({
      status: 'ok',
    });
    try {
      expect(await companyCall(request, coop, 'PUT', '/api/corp-profile/set-driver-limit', { phone: driver.phone, limit: '30' })).toMatchObject({
        status: 'ok',
      });
      await signInAs(page, request, driver.email, driver.password);
      const before = await companyBalance(request, coop);

      await page.goto(`${prefix(language)}/profile/parking?zone=101`);
      const card = payCard(page, language);
      await expect(card.getByLabel(say(language, 'parking.vehicle'))).toHaveValue(CAPPED_PLATE);
      await card.getByRole('radio', { name: say(language, 'payment.duration.h', { h: 1 }) }).check();
      const left = say(language, 'payment.companyRemaining', { amount: roubles(language, 30) });
      await expect(companyChoice(card, language)).toHaveAccessibleDescription(left);
      await companyChoice(card, language).check();
      await card.getByRole('button', { name: say(language, 'parking.submit.start') }).click();
      await expect(card.getByRole('alert')).toHaveText(`${errorText(language, 'CompanyLimitExceeded')}. ${left}`);
      // Nothing was paid or started.
      expect(await companyBalance(request, coop)).toBe(before);
      await expect(page.getByRole('region', { name: say(language, 'sessions.title') })).not.toContainText(CAPPED_PLATE);
    } finally {
      await companyCall(request, coop, 'DELETE', '/api/corp-profile/remove-driver', { phone: driver.phone });
    }
  });
}
