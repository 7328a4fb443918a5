import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { webText as say } from './fixtures/web-texts.ts';
import { deskThreadPath, demoOperator } from './fixtures/operator.ts';
import { appealIdsOf, writeAppeal } from './fixtures/appeals.ts';
import { createRefillDocument } from './fixtures/payment-documents.ts';
import { sessionCheckLink } from './fixtures/check-link.ts';
import { storeCompanySignIn, storeDriverSignIn, storeOperatorSignIn } from './fixtures/stored-sign-in.ts';
import { watchActivity, type LayoutShifts } from './fixtures/page-activity.ts';

// Each screen is measured on its own: the two workers share the file's tests.
test.describe.configure({ mode: 'parallel' });

/** A good page stays under 0.1; the issue asks for half of that. */
const MAX_SHIFT = 0.05;

interface Screen {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  city?: string;
  /** Signs the demo driver in before the measured load. */
  signedIn?: boolean;
  /** Signs the demo operator in on the desk before the measured load. */
  operator?: boolean;
  /** Signs the demo company in (a coop token) before the measured load. */
  company?: boolean;
  /** Lets the city's announcement and promo banner show, as on a visitor's first page. */
  popups?: boolean;
  /**
   * Holds back the answers of calls whose path contains this, as a slow back end would, until the
   * rest of the page is at rest.
   */
  late?: string;
  /** What the user does once the page is in place; what moves later than half a second after it counts. */
  act?: (page: Page) => Promise<void>;
  /** Makes what the page shows through the API once the driver is signed in, and answers the path to load. */
  prepare?: (request: APIRequestContext, token: string) => Promise<string>;
}

/** The demo driver's newest appeal, written first if there is none, opened on the feedback screen. */
async function demoAppealPath(request: APIRequestContext, token: string): Promise<string> {
  let [id] = await appealIdsOf(request, token);
  id ??= await writeAppeal(request, token, { idSubject: 'payment', message: 'Оплата прошла дважды', phone: '79120000001', email: 'demo@parking.test' });
  return `/profile/feedback?appeal=${id}`;
}

/** The receipts screen with at least one document of the demo driver, made through the API. */
const demoReceiptsPath = (path: string) => async (request: APIRequestContext, token: string) => {
  await createRefillDocument(request, token);
  return path;
};

/** Opens the first fine: its photo loads into a box of its size. */
const openFirstFine = async (page: Page) => {
  await page.getByRole('main').getByRole('list').getByRole('listitem').first().locator('summary').click();
  await page.getByRole('main').getByRole('img').first().waitFor();
};

const screens: Screen[] = [
  { name: 'main page', path: '/' },
  { name: 'main page in English', path: '/en' },
  { name: 'news', path: '/news' },
  { name: 'registration', path: '/registration' },
  { name: 'password restore', path: '/restore-password' },
  { name: 'SMS commands in Rostov', path: '/sms-commands', city: 'rostov' },
  { name: 'guest payment in Sevastopol', path: '/guest-payment', city: 'sevastopol' },
  { name: 'guest payment in Sevastopol with the zones arriving late', path: '/guest-payment', city: 'sevastopol', late: '/backend/v2/getZones' },
  {
    name: 'guest payment in Sevastopol with the announcement and the promo banner',
    path: '/guest-payment',
    city: 'sevastopol',
    popups: true,
    // The announcement waits for the promo banner: it comes once the visitor has closed it.
    act: (page) =>
      page
        .getByRole('dialog', { name: say('ru', 'banner.title') })
        .getByRole('button', { name: say('ru', 'actions.close') })
        .click(),
  },
  { name: 'not-found page', path: '/no-such-page' },
  // The verdict on the link's signature takes the room its "checking" line held.
  { name: 'parking receipt with its signature checked', path: (request) => sessionCheckLink(request, 'layout-check') },
  { name: 'parking receipt with its signature checked in English', path: async (request) => `/en${await sessionCheckLink(request, 'layout-check-en')}` },
  { name: 'operator desk sign-in', path: '/operator' },
  { name: 'operator desk sign-in in English', path: '/en/operator' },
  { name: 'operator desk inbox', path: '/operator', operator: true },
  { name: 'operator desk inbox in English', path: '/en/operator', operator: true },
  { name: 'operator desk appeal thread', path: deskThreadPath, operator: true },
  { name: 'operator desk fines', path: '/operator/fines', operator: true },
  { name: 'operator desk fines in English', path: '/en/operator/fines', operator: true },
  { name: 'operator desk bank statements', path: '/operator/bank-statements', operator: true },
  { name: 'operator desk bank statements in English', path: '/en/operator/bank-statements', operator: true },
  { name: 'operator desk staff', path: '/operator/staff', operator: true },
  { name: 'operator desk staff in English', path: '/en/operator/staff', operator: true },
  { name: 'operator desk audit trail', path: '/operator/audit', operator: true },
  { name: 'operator desk audit trail with the entries arriving late', path: '/operator/audit', operator: true, late: '/api/operator/audit/v1' },
  { name: 'operator desk driver search', path: '/operator/drivers?q=a123bc159', operator: true },
  {
    name: 'operator desk driver search with the drivers arriving late',
    path: '/operator/drivers?q=a123bc159',
    operator: true,
    late: '/api/operator/drivers/v1',
  },
  { name: 'operator desk driver card', path: '/operator/drivers/1', operator: true },
  { name: 'operator desk driver card in English', path: '/en/operator/drivers/1', operator: true },
  { name: 'operator desk set-up of an invitee', path: '/operator/setup?token=layout-check' },
  {
    name: 'operator desk sign-in’s second step',
    path: '/operator',
    // The code step loads after the password: its skeleton holds the step's room until it comes.
    act: async (page) => {
      await page.getByLabel(say('ru', 'desk.signIn.email')).fill(demoOperator().email);
      await page.getByLabel(say('ru', 'desk.signIn.password'), { exact: true }).fill(demoOperator().password);
      await page.getByRole('button', { name: say('ru', 'desk.signIn.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: say('ru', 'desk.secondFactor.title') })).toBeVisible();
    },
  },
  { name: 'legal entity sign-in', path: '/legal/auth' },
  { name: 'legal entity sign-in in English', path: '/en/legal/auth' },
  { name: 'corporate cabinet', path: '/coop-profile', company: true },
  { name: 'corporate cabinet in English', path: '/en/coop-profile', company: true },
  { name: 'corporate cabinet with the profile arriving late', path: '/coop-profile', company: true, late: '/api/corp-profile/get-profile' },
  { name: 'my profile', path: '/profile/my-profile', signedIn: true },
  { name: 'parkings', path: '/profile/parking', signedIn: true },
  { name: 'parkings in English', path: '/en/profile/parking', signedIn: true },
  { name: 'operations history', path: '/profile/operations', signedIn: true },
  { name: 'operations history in English', path: '/en/profile/operations', signedIn: true },
  { name: 'subscriptions (abonements)', path: '/profile/abonements', signedIn: true },
  { name: 'subscriptions (abonements) in English', path: '/en/profile/abonements', signedIn: true },
  { name: 'subscriptions (abonements) with the advice arriving late', path: '/profile/abonements', signedIn: true, late: '/subscription-advice' },
  { name: 'subscriptions (abonements) with the list arriving late', path: '/profile/abonements', signedIn: true, late: '/get-benefits-v2' },
  { name: 'subscription constructor', path: '/profile/constructor', signedIn: true },
  { name: 'subscription constructor in English', path: '/en/profile/constructor', signedIn: true },
  { name: 'subscription constructor with the timings arriving late', path: '/profile/constructor', signedIn: true, late: '/backend/v2/getTiming' },
  { name: 'fines with an accordion open', path: '/profile/penalty', signedIn: true, act: openFirstFine },
  { name: 'fines with an accordion open in English', path: '/en/profile/penalty', signedIn: true, act: openFirstFine },
  { name: 'fines with the list arriving late', path: '/profile/penalty', signedIn: true, late: '/api/finesstorage/fines/v1' },
  { name: 'receipts', path: '/profile/receipts', signedIn: true, prepare: demoReceiptsPath('/profile/receipts') },
  { name: 'receipts in English', path: '/en/profile/receipts', signedIn: true, prepare: demoReceiptsPath('/en/profile/receipts') },
  {
    name: 'receipts with the list arriving late',
    path: '/profile/receipts',
    signedIn: true,
    prepare: demoReceiptsPath('/profile/receipts'),
    late: '/api/receipt-list',
  },
  { name: 'feedback', path: '/profile/feedback', signedIn: true },
  { name: 'feedback in English', path: '/en/profile/feedback', signedIn: true },
  { name: 'feedback with the appeals arriving late', path: '/profile/feedback', signedIn: true, late: '/getAppeals/v1' },
  { name: 'feedback with an open appeal', path: '/profile/feedback?appeal=…', signedIn: true, prepare: demoAppealPath },
  {
    name: 'feedback with an open appeal whose messages arrive late',
    path: '/profile/feedback?appeal=…',
    signedIn: true,
    prepare: demoAppealPath,
    late: '/getMessages/v1',
  },
];

const widths = [390, 1280];

const DEMO_DRIVER = { email: 'demo@parking.test', password: 'demo2026', phone: '' };

/** The shifts and, for a screen with a `late` call, when its answer was let through (document time). */
async function measure(page: Page, request: APIRequestContext, screen: Screen): Promise<{ shift: LayoutShifts; lateAt?: number }> {
  // The measured load is the page's first: the sign-ins below only store their tokens for it.
  const activity = await watchActivity(page);
  const token = screen.signedIn ? await storeDriverSignIn(page, request, DEMO_DRIVER, screen.city) : '';
  if (screen.operator) await storeOperatorSignIn(page, request, screen.city);
  if (screen.company) await storeCompanySignIn(page, request, screen.city);
  const path = screen.prepare ? await screen.prepare(request, token) : typeof screen.path === 'string' ? screen.path : await screen.path(request);
  // Runs after the fixture's script, which marks the banner as already shown.
  if (screen.popups) await page.addInitScript(() => window.sessionStorage.removeItem('promoBannerShown'));
  const late = screen.late;
  let lateAt: number | undefined;
  if (late) {
    const held = new Set<Request>();
    await page.route(
      (url) => url.pathname.includes(late),
      async (route) => {
        held.add(route.request());
        // The rest of the page is in place (and at rest) before the answer comes.
        await activity.idle(held);
        lateAt ??= await page.evaluate(() => performance.now());
        held.delete(route.request());
        await route.continue();
      },
    );
  }
  await page.goto(path);
  // The held-back answer is let through before the page counts as settled.
  if (late) await expect.poll(() => lateAt, { timeout: 25_000 }).toBeDefined();
  await activity.idle();
  if (screen.act) {
    await screen.act(page);
    await activity.idle();
  }
  const shift = await activity.layoutShifts();
  // A held-back call asked again (a refetch) may still be waiting when the test ends; its handler
  // would then fail on the closed page and be blamed on the worker's next test.
  if (late) await page.unrouteAll({ behavior: 'ignoreErrors' });
  return { shift, lateAt };
}

for (const width of widths) {
  for (const screen of screens) {
    test.describe(() => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 }, city: screen.city, dismissNotification: !screen.popups });

      test(`[LAYOUT] ${screen.name} at ${width} px does not jump while it loads`, async ({ page, request }) => {
        const { shift, lateAt } = await measure(page, request, screen);
        const report = `layout shifts of ${screen.name}:\n${shift.sources.join('\n')}`;
        // The announcement alone, once the promo banner is closed.
        if (screen.popups) await expect(page.getByRole('dialog')).toHaveCount(1);
        expect(shift.total, report).toBeLessThanOrEqual(MAX_SHIFT);
        if (lateAt !== undefined) {
          // The rest of the page was in place long before: the late answer fills its room and moves
          // nothing, however small the move would score (a 20 px drop of a form's fields scores ~0.01).
          expect(
            shift.times.filter((time) => time >= lateAt),
            report,
          ).toEqual([]);
        }
      });
    });
  }
}
