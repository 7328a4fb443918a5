import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import { answerAppeal, writeAppeal } from './fixtures/appeals.ts';
import { freshContacts, freshDriver, parkedDriver, tokenOf, type Driver } from './fixtures/drivers.ts';
import { fillLegalPayer, openReceiptMode } from './fixtures/receipt-mode.ts';
import { sessionCheckLink, withPrice } from './fixtures/check-link.ts';
import { driverWithReceipt } from './fixtures/fiscal-receipt.ts';
import { driverWithDocument } from './fixtures/payment-documents.ts';
import { subscribedDriver } from './fixtures/subscriptions.ts';
import { deskThreadPath, demoOperator } from './fixtures/operator.ts';
import { storeCompanySignIn, storeDriverSignIn, storeOperatorSignIn } from './fixtures/stored-sign-in.ts';
import { traceClicks } from './fixtures/click-trace.ts';
import { siteApi } from './fixtures/site-api.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const FINE_UIN = withUinCheckDigit('0355431000000000001');

/** The WCAG 2.0–2.2 A and AA rules: the bar for every screen and dialog. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LANGUAGES: Language[] = ['ru', 'en'];
const PHONE = 375;
const DESKTOP = 1280;

// Two page loads and four axe runs per test.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface Screen {
  name: string;
  /** The path in Russian; English adds /en in front. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  city?: string;
  /**
   * Who is signed in: a driver made by the test (with a vehicle, and with a running parking for
   * 'parked', a week pass for 'subscribed', an appeal the operator has answered for 'appealing', a
   * payment slip for 'documented'), the demo driver, whose seeded fines nothing changes, or the
   * demo company's driver Иванов ('companyDriver'), whose card offers the company's account.
   */
  driver?: 'fresh' | 'parked' | 'subscribed' | 'appealing' | 'documented' | 'demo' | 'companyDriver';
  /** The demo operator is signed in on the desk. */
  operator?: boolean;
  /** The demo company is signed in (a coop token): the corporate cabinet. */
  company?: boolean;
  /** Widths to check; a control that exists on phones only (the side menu) names just that one. */
  widths?: number[];
  /** What shows that the screen has its content; by default the page's first-level heading. */
  ready?: (page: Page, language: Language) => Locator;
  /**
   * Where axe looks, by CSS selector; a dialog's row names the dialog, since the page behind it is
   * inert while it is open (and has a row of its own).
   */
  scope?: string;
  /** Opens the dialog under test and returns it. */
  open?: (page: Page, language: Language) => Promise<Locator>;
  /** What is asserted at every width besides the rules, once the screen is in place. */
  check?: (page: Page) => Promise<void>;
}

/** The modal dialog and the side menu: Mantine gives both role="dialog". */
const DIALOG = '[role="dialog"]';

const banner = (page: Page) => page.getByRole('banner');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Once the page is in place, the browser says it has lost the network, as it does when a phone
 * does: the next page load starts online again (the service worker, blocked in these tests, is
 * what opens the app without the network; e2e/offline.spec.ts covers it).
 */
function offline(shown: (page: Page, language: Language) => Locator, saved?: (page: Page, language: Language) => Locator) {
  return async (page: Page, language: Language) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // What the app is to show from its last connection has arrived before the connection goes.
    if (saved) await expect(saved(page, language)).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    await expect(page.getByRole('status').filter({ hasText: say(language, 'offline.title') })).toBeVisible();
    return shown(page, language);
  };
}

async function openParkingsMenu(page: Page, language: Language): Promise<void> {
  await banner(page)
    .getByRole('button', { name: say(language, 'sessions.menuLabel', { count: 1 }) })
    .click();
}

/** Opens the driver's first appeal on the feedback screen and waits for its thread. */
async function openAppeal(page: Page, language: Language): Promise<Locator> {
  await page
    .getByRole('region', { name: say(language, 'feedback.listTitle') })
    .getByRole('button', { name: /Оплата парковки|Parking payment/ })
    .click();
  const thread = page.getByRole('log', { name: say(language, 'feedback.thread') });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  return thread;
}

/** A driver with an appeal about a payment that the demo operator has answered and taken into work. */
async function appealingDriver(request: APIRequestContext, tag: string): Promise<Driver> {
  const driver = await freshDriver(request, tag);
  const token = await tokenOf(request, driver);
  const id = await writeAppeal(request, token, { idSubject: 'payment', message: 'Оплата прошла дважды', phone: driver.phone, email: driver.email });
  await answerAppeal(request, id, 'Проверяем платёж, вернёмся с ответом.', 'inWork');
  return driver;
}

async function openProfileRegion(page: Page, language: Language, region: string, button: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('region', { name: say(language, region) })
    .getByRole('button', { name: say(language, button) })
    .click();
}

/** The /check page once its verdict on the link's signature is shown. */
const verdict = (state: 'genuine' | 'forged' | 'unsigned') => (page: Page, language: Language) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: say(language, `check.verdict.${state}.title`) });

/**
 * Every screen and dialog of the site. A new screen gets a row here: its path, its city, who is
 * signed in and, for a dialog, how to open it.
 */
const SCREENS: Screen[] = [
  { name: 'main page', path: '/', ready: (page, language) => page.getByLabel(say(language, 'map.search')) },
  { name: 'news', path: '/news' },
  { name: 'operator desk: sign-in', path: '/operator' },
  { name: 'operator desk: appeals inbox', path: '/operator', operator: true },
  { name: 'operator desk: an answered appeal', path: deskThreadPath, operator: true },
  { name: 'operator desk: fines', path: '/operator/fines', operator: true },
  { name: 'operator desk: bank statements', path: '/operator/bank-statements', operator: true },
  { name: 'operator desk: an invitee’s set-up', path: '/operator/setup?token=accessibility-check' },
  { name: 'operator desk: staff', path: '/operator/staff', operator: true },
  { name: 'operator desk: audit trail', path: '/operator/audit', operator: true },
  {
    name: 'operator desk: the sign-in’s second step',
    path: '/operator',
    ready: (page, language) => page.getByRole('heading', { level: 1, name: say(language, 'desk.secondFactor.title') }),
    open: async (page, language) => {
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.signIn.title') })).toBeVisible();
      // The right password answers the code step; no code is sent, so nothing is spent.
      await page.getByLabel(say(language, 'desk.signIn.email')).fill(demoOperator().email);
      await page.getByLabel(say(language, 'desk.signIn.password'), { exact: true }).fill(demoOperator().password);
      await page.getByRole('button', { name: say(language, 'desk.signIn.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.secondFactor.title') })).toBeVisible();
      return page.getByRole('main');
    },
  },
  { name: 'operator desk: driver search', path: '/operator/drivers?q=a123bc159', operator: true },
  { name: 'operator desk: a driver’s card', path: '/operator/drivers/1', operator: true },
  {
    // Opened, never submitted: the demo driver stays unblocked for every other journey.
    name: 'operator desk: the block dialog of a driver’s card',
    path: '/operator/drivers/1',
    operator: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page.getByRole('button', { name: say(language, 'desk.driver.block'), exact: true }).click();
      return dialogNamed(page, say(language, 'desk.driver.blockTitle'));
    },
  },
  { name: 'legal entity sign-in', path: '/legal/auth' },
  { name: 'corporate cabinet: drivers', path: '/coop-profile', company: true },
  ...(['vehicles', 'devices', 'operations'] as const).map((tab): Screen => ({
    name: `corporate cabinet: ${tab}`,
    path: '/coop-profile',
    company: true,
    open: async (page, language) => {
      await page.getByRole('tab', { name: say(language, `coop.tabs.${tab}`) }).click();
      return page.getByRole('tabpanel');
    },
  })),
  ...(
    [
      ['add driver', 'coop.tabs.drivers', 'coop.drivers.add', 'coop.drivers.add'],
      ['add vehicle', 'coop.tabs.vehicles', 'coop.vehicles.add', 'coop.vehicles.add'],
      ['add device', 'coop.tabs.devices', 'coop.devices.add', 'coop.devices.add'],
    ] as const
  ).map(([name, tab, button, title]): Screen => ({
    name: `corporate cabinet: ${name} dialog`,
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page.getByRole('tab', { name: say(language, tab) }).click();
      await page.getByRole('button', { name: say(language, button) }).click();
      const dialog = dialogNamed(page, say(language, title));
      // The rules' messages shown too.
      await dialog.locator('button[type="submit"]').click();
      return dialog;
    },
  })),
  {
    name: 'corporate cabinet: top-up dialog',
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page.getByRole('button', { name: say(language, 'coop.topUp') }).click();
      const dialog = dialogNamed(page, say(language, 'payments.refillTitle'));
      // The rules' messages shown too.
      await dialog.locator('button[type="submit"]').click();
      return dialog;
    },
  },
  {
    name: 'corporate cabinet: edit device dialog',
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page.getByRole('tab', { name: say(language, 'coop.tabs.devices') }).click();
      await page
        .getByRole('table', { name: say(language, 'coop.tabs.devices') })
        .getByRole('button', { name: say(language, 'coop.edit') })
        .first()
        .click();
      const dialog = dialogNamed(page, say(language, 'coop.devices.edit'));
      // The rules' messages shown too, on an IMEI of the wrong length (nothing is sent).
      await dialog.getByLabel(say(language, 'coop.devices.imei')).fill('1');
      await dialog.locator('button[type="submit"]').click();
      return dialog;
    },
  },
  {
    name: 'corporate cabinet: top-up by invoice',
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page.getByRole('button', { name: say(language, 'coop.topUp') }).click();
      const dialog = dialogNamed(page, say(language, 'payments.refillTitle'));
      await dialog.getByLabel(say(language, 'payments.amount')).fill('1500');
      await dialog.getByLabel(say(language, 'payment.method')).selectOption('receipt');
      // The legal payer's rules' messages shown too.
      const ogrn = dialog.getByLabel(say(language, 'payer.ogrn'));
      await ogrn.fill('1');
      await ogrn.blur();
      return dialog;
    },
  },
  {
    name: 'corporate cabinet: monthly limit dialog',
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page
        .getByRole('table', { name: say(language, 'coop.tabs.drivers') })
        .getByRole('button', { name: say(language, 'coop.drivers.setLimit') })
        .first()
        .click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'corporate cabinet: delete confirmation',
    path: '/coop-profile',
    company: true,
    scope: DIALOG,
    open: async (page, language) => {
      await page
        .getByRole('table', { name: say(language, 'coop.tabs.drivers') })
        .getByRole('button', { name: say(language, 'coop.delete') })
        .first()
        .click();
      return page.getByRole('dialog');
    },
  },
  { name: 'news item', path: async (request) => `/news/${(await siteApi(request, 'perm').news(1, 0)).items[0]!.id}` },
  { name: 'registration', path: '/registration' },
  { name: 'password restore', path: '/restore-password' },
  { name: 'SMS commands', path: '/sms-commands', city: 'rostov' },
  { name: 'guest payment', path: '/guest-payment', city: 'sevastopol' },
  { name: 'not-found page', path: '/no-such-page' },
  { name: 'content page', path: '/pages/personal-data-rules' },
  { name: 'content pages list', path: '/pages' },
  { name: 'fiscal receipt', path: async (request) => (await driverWithReceipt(request, 'a11y-receipt')).link },
  // /check with each verdict on the city's signature: a session's signed link, the same with another price, one without a signature.
  { name: 'parking receipt: genuine', path: (request) => sessionCheckLink(request, 'a11y-check'), ready: verdict('genuine') },
  {
    name: 'parking receipt: not genuine',
    path: async (request) => withPrice(await sessionCheckLink(request, 'a11y-check-forged'), 1),
    ready: verdict('forged'),
  },
  { name: 'parking receipt: cannot be checked', path: '/check?title=Зона 101&price=15000&ts=А123ВС59&city=perm', ready: verdict('unsigned') },
  { name: 'payment return', path: '/payment?order=1&status=declined' },
  { name: 'my profile', path: '/profile/my-profile', driver: 'fresh' },
  { name: 'parking with a running session', path: '/profile/parking', driver: 'parked' },
  // Without the network: the banner, the card's payment by SMS and the session actions disabled with the reason.
  {
    name: 'parking offline: payment by SMS',
    path: '/profile/parking?zone=6101',
    city: 'rostov',
    driver: 'fresh',
    open: offline((page, language) => page.getByRole('link', { name: say(language, 'parking.offline.send') })),
  },
  {
    name: 'parking offline: a running session',
    path: '/profile/parking',
    driver: 'parked',
    open: offline(
      (page, language) => page.getByText(say(language, 'sessions.offline')).first(),
      (page, language) =>
        page
          .getByRole('main')
          .getByRole('region', { name: say(language, 'sessions.title') })
          .getByRole('button', { name: say(language, 'sessions.extendLabel', { plate: 'А001АА159' }) }),
    ),
  },
  // A top-up and a parking payment in the history, so that the table, the amounts and the chart show.
  {
    name: 'operations history',
    path: '/profile/operations',
    driver: 'parked',
    ready: (page, language) =>
      page
        .getByRole('table', { name: say(language, 'operations.title') })
        .locator('.ops-page [role="row"]')
        .first(),
  },
  // The constructor once its zones and timings are in, then with the offers of a search.
  {
    name: 'subscription constructor',
    path: '/profile/constructor',
    driver: 'fresh',
    ready: (page, language) =>
      page
        .getByRole('form', { name: say(language, 'constructor.form') })
        .getByRole('checkbox')
        .first(),
  },
  {
    name: 'subscription constructor with offers',
    path: '/profile/constructor',
    driver: 'fresh',
    open: async (page, language) => {
      const form = page.getByRole('form', { name: say(language, 'constructor.form') });
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: say(language, 'constructor.search') }).click();
      const offers = page.getByRole('region', { name: say(language, 'constructor.results') });
      await expect(offers.getByRole('listitem').first()).toBeVisible();
      return offers;
    },
  },

  // A week pass in the table, with the actions Perm's constructor setting shows.
  {
    name: 'abonements: subscriptions',
    path: '/profile/abonements',
    driver: 'subscribed',
    ready: (page, language) =>
      page
        .getByRole('table', { name: say(language, 'subscriptions.benefits') })
        .getByRole('button', { name: new RegExp(`^${say(language, 'subscriptions.refund')}:`) }),
  },

  // The demo driver's fines, the covered one with its notice and actions, the first one open with its photo.
  {
    name: 'fines with an accordion open',
    path: '/profile/penalty',
    driver: 'demo',
    open: async (page) => {
      const fine = page.getByRole('main').getByRole('list').getByRole('listitem').first();
      await fine.locator('summary').click();
      await expect(fine.getByRole('img')).toBeVisible();
      return fine;
    },
  },
  // The driver's payment documents: a slip with its actions, then its e-mail form open.
  {
    name: 'receipts',
    path: '/profile/receipts',
    driver: 'documented',
    ready: (page, language) =>
      page.getByRole('table', { name: say(language, 'receipts.caption') }).getByRole('button', { name: say(language, 'documents.download') }),
  },
  {
    name: 'receipts: the e-mail form',
    path: '/profile/receipts',
    driver: 'documented',
    open: async (page, language) => {
      await page
        .getByRole('button', { name: say(language, 'documents.email') })
        .first()
        .click();
      return page.getByRole('main').getByRole('form').first();
    },
  },
  { name: 'receipts: none yet', path: '/profile/receipts', driver: 'fresh', ready: (page, language) => page.getByText(say(language, 'receipts.empty')) },
  // The driver's appeals, one answered; then its thread, a message that failed, and an appeal against a fine.
  {
    name: 'feedback: appeals',
    path: '/profile/feedback',
    driver: 'appealing',
    ready: (page, language) =>
      page.getByRole('region', { name: say(language, 'feedback.listTitle') }).getByRole('button', { name: /Оплата парковки|Parking payment/ }),
  },
  { name: 'feedback: an open appeal', path: '/profile/feedback', driver: 'appealing', open: openAppeal },
  {
    name: 'feedback: a message that failed',
    path: '/profile/feedback',
    driver: 'appealing',
    open: async (page, language) => {
      await page.route('**/api/appealProcessing/messageRegistration/v1', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', errorName: 'UnknownError' }) }),
      );
      const thread = await openAppeal(page, language);
      const reply = page.getByRole('textbox', { name: say(language, 'feedback.reply') });
      await reply.fill('Чек приложить?');
      await reply.press('Enter');
      const resend = thread.getByRole('button', { name: say(language, 'feedback.sendFailed') });
      await expect(resend).toBeVisible();
      return resend;
    },
  },
  {
    name: 'feedback: an appeal against a fine',
    path: `/profile/feedback?fine=${FINE_UIN}`,
    driver: 'fresh',
    // Not a fine of this driver's: the form is pre-filled and the server decides; no evidence to link.
    ready: (page, language) => page.getByText(say(language, 'feedback.fine.attachedNoEvidence', { uin: FINE_UIN })),
  },

  {
    name: 'login dialog',
    path: '/news',
    scope: DIALOG,
    open: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: say(language, 'header.login') })
        .click();
      return dialogNamed(page, say(language, 'login.title'));
    },
  },
  {
    name: 'city dialog',
    path: '/news',
    scope: DIALOG,
    open: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: say(language, 'city.change') })
        .click();
      return dialogNamed(page, say(language, 'city.title'));
    },
  },
  {
    name: 'side menu',
    path: '/news',
    widths: [PHONE],
    scope: DIALOG,
    open: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: say(language, 'header.toggleMenu') })
        .click();
      return dialogNamed(page, say(language, 'sideMenu.title'));
    },
  },
  {
    name: 'registration, confirmation step',
    path: '/registration',
    ready: (page, language) => page.getByRole('main').getByLabel(say(language, 'registration.smsCode')),
    open: async (page, language) => {
      const main = page.getByRole('main');
      const contacts = freshContacts('a11y-sign-up');
      await main.getByLabel(say(language, 'registration.lastname')).fill('Петрова');
      await main.getByLabel(say(language, 'registration.firstname'), { exact: true }).fill('Анна');
      await main.getByLabel(say(language, 'registration.email')).fill(contacts.email);
      await main.getByLabel(say(language, 'registration.phone')).fill(contacts.phone);
      await main.getByLabel(say(language, 'login.password'), { exact: true }).fill(contacts.password);
      await main.getByLabel(say(language, 'registration.repeat'), { exact: true }).fill(contacts.password);
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: say(language, 'registration.submit') }).click();
      return main;
    },
  },
  {
    name: 'top-up dialog',
    path: '/news',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: say(language, 'header.balance') })
        .click();
      await page.getByRole('menuitem', { name: say(language, 'header.refill') }).click();
      return dialogNamed(page, say(language, 'payments.refillTitle'));
    },
  },
  // The top-up dialog in receipt mode: a legal payer with the INN's error said, then the issued invoice.
  {
    name: 'top-up dialog in receipt mode',
    path: '/news',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      const dialog = await openReceiptMode(page, language);
      await dialog.getByRole('radio', { name: say(language, 'receiptMode.legal') }).check();
      const inn = dialog.getByLabel(say(language, 'payer.inn'));
      await inn.fill('7707083894');
      await inn.blur();
      await expect(inn).toHaveAttribute('aria-invalid', 'true');
      return dialog;
    },
  },
  {
    name: 'top-up dialog: an issued invoice',
    path: '/news',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      const dialog = await openReceiptMode(page, language);
      await fillLegalPayer(dialog, language);
      await dialog.getByRole('button', { name: say(language, 'receiptMode.next') }).click();
      await expect(dialog.getByRole('button', { name: say(language, 'documents.download') })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'start payment dialog',
    path: '/profile/parking?zone=101',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
      // Once in about forty runs this click has opened no dialog, with the form complete; the trace
      // says in the failure where the press, the click and the submit went.
      const trace = await traceClicks(page);
      await card.getByRole('radio', { name: say(language, 'payment.duration.h', { h: 1 }) }).check();
      await card.getByRole('button', { name: say(language, 'parking.submit.continue') }).click();
      const dialog = dialogNamed(page, say(language, 'parking.modalTitle'));
      await expect(dialog)
        .toBeVisible()
        .catch(async (error: unknown) => {
          throw new Error(`${error instanceof Error ? error.message : String(error)}\nWhat the page saw after the choice of 1 h:\n${await trace()}`);
        });
      return dialog;
    },
  },
  {
    name: 'parking card offering the company account',
    path: '/profile/parking?zone=101',
    driver: 'companyDriver',
    open: async (page, language) => {
      const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
      // An active car of the demo company; nothing is started, so the run changes nothing.
      await card.getByLabel(say(language, 'parking.plate')).fill('А101АА159');
      await expect(card.getByRole('radio', { name: say(language, 'payment.payerCompany', { company: 'ООО «Прикамье Логистик»' }) })).toBeVisible();
      return card;
    },
  },
  {
    name: 'parking card with the duration stepper',
    path: '/profile/parking?zone=101',
    driver: 'fresh',
    open: async (page, language) => {
      const card = page.getByRole('region', { name: say(language, 'parking.payCard') });
      await card.getByRole('radio', { name: say(language, 'parking.durationMore') }).check();
      await expect(card.getByRole('spinbutton', { name: say(language, 'parking.duration') })).toBeVisible();
      return card;
    },
    // The row of choices and the stepper fit a phone's width: nothing scrolls sideways.
    check: async (page) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    },
  },
  {
    name: 'renew dialog',
    path: '/news',
    driver: 'parked',
    scope: DIALOG,
    open: async (page, language) => {
      await openParkingsMenu(page, language);
      await page.getByRole('menuitem', { name: say(language, 'sessions.extendLabel', { plate: 'А001АА159' }) }).click();
      return dialogNamed(page, say(language, 'sessions.renewTitle'));
    },
  },
  {
    // The confirmation a payment shows in place of its dialog's form (an extension paid from the balance).
    name: 'payment confirmation',
    path: '/news',
    driver: 'parked',
    scope: DIALOG,
    open: async (page, language) => {
      await openParkingsMenu(page, language);
      await page.getByRole('menuitem', { name: say(language, 'sessions.extendLabel', { plate: 'А001АА159' }) }).click();
      const dialog = dialogNamed(page, say(language, 'sessions.renewTitle'));
      await dialog.getByRole('radio', { name: say(language, 'payment.duration.m', { m: 30 }) }).check();
      await dialog.getByRole('button', { name: say(language, 'sessions.renewSubmit') }).click();
      await expect(dialog.getByRole('heading', { name: say(language, 'confirmation.title.renew') })).toBeFocused();
      return dialog;
    },
  },
  {
    name: 'cancel dialog',
    path: '/news',
    driver: 'parked',
    scope: DIALOG,
    open: async (page, language) => {
      await openParkingsMenu(page, language);
      await page.getByRole('menuitem', { name: say(language, 'sessions.cancelLabel', { plate: 'А001АА159' }) }).click();
      return dialogNamed(page, say(language, 'sessions.cancelTitle'));
    },
  },
  {
    name: 'vehicle dialog',
    path: '/profile/my-profile',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      await openProfileRegion(page, language, 'profile.vehicles', 'profile.vehicle.add');
      return dialogNamed(page, say(language, 'profile.vehicle.add'));
    },
  },
  {
    name: 'document dialog',
    path: '/profile/my-profile',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      await openProfileRegion(page, language, 'profile.documents', 'profile.document.add');
      return dialogNamed(page, say(language, 'profile.document.add'));
    },
  },
  {
    name: 'profile dialog',
    path: '/profile/my-profile',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      await openProfileRegion(page, language, 'profile.mainInfo', 'profile.edit');
      return dialogNamed(page, say(language, 'profile.edit'));
    },
  },
  {
    name: 'abonements: subscription payment dialog',
    path: '/profile/abonements',
    driver: 'fresh',
    scope: DIALOG,
    open: async (page, language) => {
      await page
        .getByRole('button', { name: say(language, 'subscriptions.payFor', { label: language === 'ru' ? 'Абонемент на неделю' : 'Week pass' }) })
        .click();
      return dialogNamed(page, say(language, 'modal.title'));
    },
  },
  {
    name: 'abonements: subscription refund dialog',
    path: '/profile/abonements',
    driver: 'subscribed',
    scope: DIALOG,
    open: async (page, language) => {
      await page
        .getByRole('table', { name: say(language, 'subscriptions.benefits') })
        .getByRole('button', { name: new RegExp(`^${say(language, 'subscriptions.refund')}:`) })
        .click();
      return dialogNamed(page, say(language, 'dialog.confirm.refund'));
    },
  },
];

function localized(path: string, language: Language): string {
  if (language === 'ru') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Resolves once the transitions that are running (a dialog's entrance) have ended; endless ones (the marquee) are left running. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core marks the check that a control's accessible name contains its visible text (WCAG 2.5.3,
 * Label in Name) as experimental and leaves it out of every tag; it is an A criterion, so it is
 * switched on by name. `options` replaces the whole set, so it comes before `withTags`.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * One line per violation and element, readable in a failed test's output. The site has no frames,
 * so axe runs in the page itself (legacy mode): the default mode opens a second page per run to
 * merge the frames' results, which cost more than the checks. Only violations are collected in
 * full; the passes and the inapplicable rules, which nothing reads, are left at one node each.
 */
async function violationsOf(page: Page, scope: string | undefined): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  const { violations } = await (scope ? axe.include(scope) : axe).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  );
}

async function signIn(page: Page, request: APIRequestContext, screen: Screen): Promise<void> {
  if (screen.operator) await storeOperatorSignIn(page, request, screen.city ?? 'perm');
  if (screen.company) await storeCompanySignIn(page, request, screen.city ?? 'perm');
  if (!screen.driver) return;
  const tag = `a11y-${screen.name.replace(/\W+/g, '-')}`;
  const driver: Driver =
    screen.driver === 'demo'
      ? { email: 'demo@parking.test', password: 'demo2026', phone: '' }
      : screen.driver === 'companyDriver'
        ? // The demo company's driver Иванов (by phone): the card offers the company's account for its cars.
          { email: 'ivanov@parking.test', password: 'ivanov2026', phone: '' }
        : screen.driver === 'parked'
          ? await parkedDriver(request, tag)
          : screen.driver === 'subscribed'
            ? await subscribedDriver(request, tag)
            : screen.driver === 'appealing'
              ? await appealingDriver(request, tag)
              : screen.driver === 'documented'
                ? (await driverWithDocument(request, tag)).driver
                : await freshDriver(request, tag, undefined, screen.city);
  await storeDriverSignIn(page, request, driver, screen.city ?? 'perm');
}

/**
 * Gives the page a new width and lets it answer: the resize, the ResizeObservers and media queries
 * it fires and the render they ask for, a frame each; transitions are waited for by `settled`.
 */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

for (const screen of SCREENS) {
  const widths = screen.widths ?? [PHONE, DESKTOP];
  test(`[A11Y] ${screen.name} has no WCAG 2.2 A/AA violations at ${widths.join(' and ')} px in Russian and English`, async ({ page, request }) => {
    if (screen.city) await page.addInitScript((city) => window.localStorage.setItem('city', city), screen.city);
    await signIn(page, request, screen);
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(request);

    const found: string[] = [];
    // One load per language: the screen is loaded (and its dialog opened) at the first width, then
    // checked again at each next width, as a window resized with the dialog open.
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(localized(path, language));
      const ready = screen.ready?.(page, language) ?? page.getByRole('main').getByRole('heading', { level: 1 }).first();
      const shown = screen.open ? await screen.open(page, language) : ready;
      for (const [index, width] of widths.entries()) {
        if (index > 0) await resize(page, width);
        await expect(shown).toBeVisible();
        if (screen.open && screen.ready) await expect(ready).toBeVisible();
        await screen.check?.(page);
        await settled(page);
        found.push(...(await violationsOf(page, screen.scope)).map((line) => `${language} ${width} px: ${line}`));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
