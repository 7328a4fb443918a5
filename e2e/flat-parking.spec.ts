import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { webText as say } from './fixtures/web-texts.ts';
import { cityByCode } from './fixtures/cities.ts';
import { registerDriver, signInAs } from './fixtures/sign-in.ts';

const { apiUrl } = cityByCode('perm');

interface DemoTicket {
  ticketNumber: string;
  parkingNumber: string;
  entryTime: string;
}

/** A demo ticket of one lot that has been in for over an hour by the server's clock, so that it costs something in any lot. */
async function payableTicket(request: APIRequestContext, lot: string, now: Date): Promise<DemoTicket> {
  const answer = (await (await request.get(`${apiUrl}/dev/tickets`)).json()) as { status: string; result: DemoTicket[] };
  expect(answer.status, 'GET /dev/tickets').toBe('ok');
  const ticket = answer.result.find((t) => t.parkingNumber === lot && now.getTime() - Date.parse(t.entryTime) > 60 * 60_000);
  expect(ticket, `a payable ticket of lot ${lot}`).toBeDefined();
  return ticket!;
}

const texts = {
  ru: {
    card: 'Оплата парковки',
    tab: 'Плоскостная парковка',
    ticket: 'Номер карты (талона)',
    find: 'Узнать стоимость',
    total: /^К оплате: (.+\s₽)$/,
    lot: 'Парковка',
    method: 'Способ оплаты',
    pay: 'Оплатить',
    done: 'Платёж прошёл',
    free: 'Оплачивать нечего',
  },
  en: {
    card: 'Pay for parking',
    tab: 'Flat-lot parking',
    ticket: 'Card (ticket) number',
    find: 'Find the price',
    total: /^To pay: (.+\s₽)$/,
    lot: 'Parking',
    method: 'Payment method',
    pay: 'Pay',
    done: 'went through',
    free: 'Nothing to pay',
  },
};

/** Asks the flat-lot tab for a ticket's price; the amount it shows. */
async function findPrice(page: Page, language: 'ru' | 'en', ticketNumber: string): Promise<string> {
  const text = texts[language];
  const card = page.getByRole('region', { name: text.card });
  await card.getByLabel(text.ticket).fill(ticketNumber);
  await card.getByRole('button', { name: text.find }).click();
  const total = card.getByLabel(text.total);
  await expect(total).toBeVisible();
  return text.total.exec((await total.getAttribute('aria-label'))!)![1]!;
}

for (const [language, lot] of [
  ['ru', '701'],
  ['en', '702'],
] as const) {
  test(`[FLAT] driver pays a barrier ticket in Perm on the provider's page, and the ticket then costs nothing (${language})`, async ({
    page,
    request,
    now,
  }) => {
    const text = texts[language];
    const prefix = language === 'en' ? '/en' : '';
    await registerDriver(request, { email: `flat-${language}@example.org`, phone: language === 'ru' ? '79232230001' : '79232230002', password: 'flatlot26' });
    await signInAs(page, request, `flat-${language}@example.org`, 'flatlot26');
    const ticket = await payableTicket(request, lot, now());

    // The flat-lot parking code opens the card on its tab.
    await page.goto(`${prefix}/profile/parking?parkingCode=flat`);
    const card = page.getByRole('region', { name: text.card });
    await expect(card.getByRole('tab', { name: text.tab })).toHaveAttribute('aria-selected', 'true');
    const amount = await findPrice(page, language, ticket.ticketNumber);
    expect(amount).toMatch(language === 'ru' ? /^[1-9][\d\s]*,\d\d\s₽$/ : /^[1-9][\d\s]*\.\d\d\s₽$/);
    await expect(card.getByLabel(text.lot, { exact: true })).toHaveValue(language === 'ru' ? `№ ${lot}` : `No. ${lot}`);
    await card.getByLabel(text.method).selectOption('card');
    await card.getByRole('button', { name: text.pay, exact: true }).click();

    // The provider's page, in this tab, for the amount shown.
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    // The provider's page writes amounts the Russian way.
    await expect(page.getByText(amount.replace('.', ','))).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить / Pay' }).click();
    await expect(page.getByRole('status')).toContainText(text.done);
    // The server's confirmation of the ticket, then back where the payment began.
    await expect(page.getByRole('heading', { name: say(language, 'confirmation.title.flat') })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(ticket.ticketNumber);
    await page.getByRole('button', { name: say(language, 'confirmation.done') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/parking\\?parkingCode=flat$`));

    await card.getByLabel(text.ticket).fill(ticket.ticketNumber);
    await card.getByRole('button', { name: text.find }).click();
    await expect(card.getByRole('status')).toContainText(text.free);
    await expect(card.getByRole('button', { name: text.pay, exact: true })).toBeHidden();
  });
}

test('[FLAT] the payment step starts over with a price-changed message when 30 s pass without paying (English)', async ({ page, request, now }) => {
  await registerDriver(request, { email: 'flat-window@example.org', phone: '79232230003', password: 'flatlot26' });
  await signInAs(page, request, 'flat-window@example.org', 'flatlot26');
  const ticket = await payableTicket(request, '703', now());
  // The page's timers run on a clock the test moves, instead of waiting half a minute; from the server's time.
  await page.clock.install({ time: now() });
  await page.goto('/en/profile/parking?parkingCode=flat');
  const card = page.getByRole('region', { name: 'Pay for parking' });
  await findPrice(page, 'en', ticket.ticketNumber);

  await page.clock.fastForward(29_000);
  await expect(card.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(card.getByRole('alert')).toContainText('The price has changed');
  await expect(card.getByRole('button', { name: 'Pay', exact: true })).toBeHidden();
  await expect(card.getByLabel('Card (ticket) number')).toHaveValue(ticket.ticketNumber);
  // Status messages show for 7 s.
  await page.clock.fastForward(7_000);
  await expect(card.getByRole('alert')).toBeHidden();

  // A new price can be asked for at once.
  await card.getByRole('button', { name: 'Find the price' }).click();
  await expect(card.getByLabel(/^To pay: /)).toBeVisible();
});
