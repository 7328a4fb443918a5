import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { appealIdsOf, fineUinsOf, writeAppeal } from './fixtures/appeals.ts';
import { cityByCode } from './fixtures/cities.ts';
import { freshDriver, tokenOf } from './fixtures/drivers.ts';
import { expect, test } from './fixtures/test.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
const prefix = (language: Language) => (language === 'ru' ? '' : '/en');
const PAYMENT_TOPIC = { ru: 'Оплата парковки', en: 'Parking payment' } as const;
const FINES_TOPIC = { ru: 'Штрафы', en: 'Fines' } as const;
const REGISTERED = { ru: 'Зарегистрировано', en: 'Registered' } as const;
const REGISTERED_MESSAGE = { ru: 'Ваше обращение зарегистрировано', en: 'Your appeal is registered' } as const;
const MESSAGE_CALL = '**/api/appealProcessing/messageRegistration/v1';

/** The driver's fines as the fines screen has them: whether an appeal can help each, and whether it has evidence. */
async function finesOf(request: APIRequestContext, token: string) {
  const response = await request.get(`${cityByCode('perm').apiUrl}/api/finesstorage/fines/v1`, { params: { token } });
  return ((await response.json()) as { result: { uin: string; fineStatus: string; evidence?: boolean }[] }).result;
}

const newAppealForm = (page: Page, language: Language) => page.getByRole('form', { name: say(language, 'feedback.form') });
const appealsRegion = (page: Page, language: Language) => page.getByRole('region', { name: say(language, 'feedback.listTitle') });
const thread = (page: Page, language: Language) => page.getByRole('log', { name: say(language, 'feedback.thread') });
const replyField = (page: Page, language: Language) => page.getByRole('textbox', { name: say(language, 'feedback.reply') });

for (const language of LANGUAGES) {
  test(`[FEEDBACK] a driver writes an appeal, opens it and writes again with Enter (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `feedback-${language}`);
    await signInAs(page, request, driver.email, driver.password);

    // The profile menu leads to the screen; nothing written yet.
    await page.goto(`${prefix(language)}/profile/my-profile`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Анна Петрова|Profile|Профиль/ })
      .click();
    await page.getByRole('menuitem', { name: say(language, 'header.feedback') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/profile/feedback$`));
    await expect(appealsRegion(page, language).getByText(say(language, 'feedback.empty'))).toBeVisible();

    // Contacts come from the profile; the rules speak only on submit.
    const form = newAppealForm(page, language);
    await expect(form.getByLabel(say(language, 'feedback.email'))).toHaveValue(driver.email);
    await expect(form.getByLabel(say(language, 'feedback.phone'))).toHaveValue(driver.phone);
    const message = form.getByRole('textbox', { name: say(language, 'feedback.message') });
    await form.getByLabel(say(language, 'feedback.email')).fill('not-an-address');
    await expect(form.getByText(say(language, 'feedback.rule.email'))).toHaveCount(0);
    await form.getByRole('button', { name: say(language, 'feedback.submit') }).click();
    await expect(form.getByText(say(language, 'feedback.rule.email'))).toBeVisible();
    await expect(form.getByText(say(language, 'feedback.rule.required'))).toBeVisible();
    await expect(form.getByLabel(say(language, 'feedback.email'))).toBeFocused();

    await form.getByLabel(say(language, 'feedback.email')).fill(driver.email);
    await form.getByLabel(say(language, 'feedback.topic')).selectOption({ label: PAYMENT_TOPIC[language] });
    await message.fill('  Оплата прошла дважды  ');
    await form.getByRole('button', { name: say(language, 'feedback.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: REGISTERED_MESSAGE[language] })).toBeVisible();
    await expect(message).toHaveValue('');

    // The list shows it with its status; opening it shows the first message as the driver's.
    const appeal = appealsRegion(page, language).getByRole('button', { name: new RegExp(PAYMENT_TOPIC[language]) });
    await expect(appeal).toContainText(REGISTERED[language]);
    await expect(appeal).toContainText('Оплата прошла дважды');
    await appeal.click();
    await expect(page.getByRole('heading', { name: PAYMENT_TOPIC[language], level: 3 })).toBeFocused();
    await expect(thread(page, language).getByRole('listitem')).toHaveCount(1);
    await expect(thread(page, language).getByRole('listitem')).toContainText(`${say(language, 'feedback.out')} · `);

    // Blanks send nothing; Shift+Enter is a new line; Enter sends the trimmed text.
    const reply = replyField(page, language);
    await reply.fill('   ');
    await reply.press('Enter');
    await expect(thread(page, language).getByRole('listitem')).toHaveCount(1);
    await reply.fill('Чек приложить?');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Номер заказа 42');
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    const sent = thread(page, language).getByRole('listitem').nth(1);
    await expect(sent.locator('.fb-msg-text')).toHaveJSProperty('textContent', 'Чек приложить?\nНомер заказа 42');
    await expect(sent).not.toContainText(say(language, 'feedback.sending'));
    await expect(appeal).toContainText('Номер заказа 42');
    await page.reload();
    await expect(thread(page, language).getByRole('listitem')).toHaveCount(2);
  });

  test(`[FEEDBACK] a message the server refuses can be sent again (${language})`, async ({ page, request }) => {
    const driver = await freshDriver(request, `feedback-resend-${language}`);
    const token = await signInAs(page, request, driver.email, driver.password);
    const id = await writeAppeal(request, token, { message: 'Не работает паркомат', phone: driver.phone, email: driver.email });

    // The first message call is held, seen as sending, then refused; the next ones pass.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route(MESSAGE_CALL, async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', errorName: 'UnknownError' }) });
    });

    await page.goto(`${prefix(language)}/profile/feedback?appeal=${id}`);
    await expect(thread(page, language).getByRole('listitem')).toHaveCount(1);
    await replyField(page, language).fill('Зона 101');
    await replyField(page, language).press('Enter');
    const pending = thread(page, language).getByRole('listitem').nth(1);
    await expect(pending).toContainText(say(language, 'feedback.sending'));
    await expect(pending).toContainText('Зона 101');
    release();

    const resend = thread(page, language).getByRole('button', { name: say(language, 'feedback.sendFailed') });
    await expect(resend).toBeVisible();
    await expect(pending).not.toContainText(say(language, 'feedback.sending'));
    await resend.focus();
    // The item shows the resend at once; the call itself reaches the route a moment later.
    const resent = page.waitForResponse(MESSAGE_CALL);
    await page.keyboard.press('Enter');
    await expect(resend).toHaveCount(0);
    expect((await resent).ok()).toBe(true);
    await expect(pending).not.toContainText(say(language, 'feedback.sending'));
    await expect(thread(page, language).getByRole('listitem')).toHaveCount(2);
    await expect(thread(page, language).getByRole('listitem').nth(1)).toContainText('Зона 101');
    expect(calls).toBe(2);
    await expect(appealsRegion(page, language).getByRole('button', { name: /Зона 101/ })).toBeVisible();
  });

  test(`[FEEDBACK] an appeal against a fine is pre-filled and carries the fine (${language})`, async ({ page, request }) => {
    const token = await signInAs(page, request, 'demo@parking.test', 'demo2026');
    // A fine an appeal can help, with no payment to show: the form attaches it but links no evidence.
    const uin = (await finesOf(request, token)).find((fine) => !['cancelled', 'suspended'].includes(fine.fineStatus) && fine.evidence !== true)?.uin;
    expect(uin, 'a demo fine without evidence').toBeTruthy();

    await page.goto(`${prefix(language)}/profile/feedback?fine=${uin}`);
    const form = newAppealForm(page, language);
    await expect(form.getByLabel(say(language, 'feedback.topic'))).toHaveValue('fines');
    await expect(form.getByRole('textbox', { name: say(language, 'feedback.message') })).toHaveValue(
      say(language, 'feedback.fine.messageNoEvidence', { uin: uin! }),
    );
    await expect(form.getByText(say(language, 'feedback.fine.attachedNoEvidence', { uin: uin! }))).toBeVisible();
    await expect(form.getByRole('link', { name: say(language, 'feedback.fine.evidence') })).toHaveCount(0);

    const sent = page.waitForRequest((r) => r.url().includes('/appealRegistration/v1'));
    await form.getByRole('button', { name: say(language, 'feedback.submit') }).click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('fineUin')).toBe(uin);
    await expect(page.getByRole('status').filter({ hasText: REGISTERED_MESSAGE[language] })).toBeVisible();
    // Written once: the address forgets the fine and the form starts over.
    await expect(page).toHaveURL(new RegExp(`${prefix(language)}/profile/feedback$`));
    await expect(form.getByLabel(say(language, 'feedback.topic'))).toHaveValue('');
    await expect(
      appealsRegion(page, language)
        .getByRole('button', { name: new RegExp(FINES_TOPIC[language]) })
        .first(),
    ).toContainText(uin!);
  });
}

test('[FEEDBACK] a fine an appeal cannot help is named, and no appeal against it is pre-filled', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const token = await signInAs(page, request, 'demo@parking.test', 'demo2026');
  const uin = (await finesOf(request, token)).find((fine) => fine.fineStatus === 'cancelled')?.uin;
  expect(uin, 'a cancelled demo fine').toBeTruthy();

  await page.goto(`/en/profile/feedback?fine=${uin}`);
  await expect(page.getByText(say('en', 'feedback.fine.notContestable', { uin: uin! }))).toBeVisible();
  const form = newAppealForm(page, 'en');
  await expect(form.getByRole('textbox', { name: say('en', 'feedback.message') })).toHaveValue('');
  await expect(form.getByLabel(say('en', 'feedback.topic'))).toHaveValue('');
  await expect(form.getByRole('button', { name: say('en', 'feedback.fine.remove') })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(violations).toEqual([]);
});

test('[FEEDBACK] removing the evidence sends the appeal without the fine', async ({ page, request }) => {
  const demo = await tokenOf(request, { email: 'demo@parking.test', phone: '', password: 'demo2026' });
  const [uin] = await fineUinsOf(request, demo);
  const driver = await freshDriver(request, 'feedback-no-fine');
  await signInAs(page, request, driver.email, driver.password);

  await page.goto(`/profile/feedback?fine=${uin}`);
  const form = newAppealForm(page, 'ru');
  await form.getByRole('button', { name: say('ru', 'feedback.fine.remove') }).click();
  await expect(form.getByRole('link', { name: say('ru', 'feedback.fine.evidence') })).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().includes('/appealRegistration/v1'));
  await form.getByRole('button', { name: say('ru', 'feedback.submit') }).click();
  expect(new URLSearchParams((await sent).postData() ?? '').has('fineUin')).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: REGISTERED_MESSAGE.ru })).toBeVisible();
});

test('[FEEDBACK] on a phone the thread replaces the list and the back button returns to it', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const driver = await freshDriver(request, 'feedback-phone');
  const token = await signInAs(page, request, driver.email, driver.password);
  await writeAppeal(request, token, { idSubject: 'payment', message: 'Первое', phone: driver.phone, email: driver.email });
  const [id] = await appealIdsOf(request, token);

  await page.goto('/profile/feedback');
  const appeal = appealsRegion(page, 'ru').getByRole('button', { name: /Первое/ });
  await appeal.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`appeal=${id}$`));
  await expect(appeal).toBeHidden();
  await expect(thread(page, 'ru')).toBeVisible();
  await page.getByRole('button', { name: say('ru', 'feedback.back') }).click();
  await expect(appeal).toBeFocused();
  await expect(thread(page, 'ru')).toHaveCount(0);
  // Nothing scrolls sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
