import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { demoOperator, enterDeskCode, nextDeskCode } from './fixtures/operator.ts';
import { outbox } from './fixtures/outbox.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];

test.describe.configure({ timeout: 90_000 });
const desk = (language: Language, path = '') => `${language === 'en' ? '/en' : ''}/operator${path}`;

async function signInOnDesk(page: Page, language: Language, email: string, password: string, second: 'code' | 'enrol' = 'code'): Promise<void> {
  await page.goto(desk(language));
  await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.signIn.title') })).toBeVisible();
  await page.getByLabel(say(language, 'desk.signIn.email')).fill(email);
  await page.getByLabel(say(language, 'desk.signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say(language, 'desk.signIn.submit') }).click();
  if (second === 'code') return enterDeskCode(page, language, email);
  // A new member sets up an app: its secret is in the otpauth:// link beside the QR code.
  await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.secondFactor.enrolTitle') })).toBeVisible();
  await expect(page.getByRole('img', { name: say(language, 'desk.secondFactor.qr') })).toBeVisible();
  const link = await page.getByRole('link', { name: say(language, 'desk.secondFactor.openApp') }).getAttribute('href');
  const secret = new URL(link!).searchParams.get('secret')!;
  await page.getByLabel(say(language, 'desk.secondFactor.code'), { exact: true }).fill(await nextDeskCode(email, secret));
  await page.getByRole('button', { name: say(language, 'desk.secondFactor.enrolSubmit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.secondFactor.recoveryTitle') })).toBeVisible();
  await expect(page.getByRole('list', { name: say(language, 'desk.secondFactor.recoveryTitle') }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: say(language, 'desk.secondFactor.recoveryDone') }).click();
}

for (const language of LANGUAGES) {
  test(`[OPERATOR] an admin invites a content member, who sets up from the e-mailed link and sees only what content opens (${language})`, async ({
    page,
    request,
  }) => {
    const email = `content-${language}-${Date.now()}@perm.test`;
    const { email: adminEmail, password } = demoOperator();
    await signInOnDesk(page, language, adminEmail, password);
    const nav = page.getByRole('navigation', { name: say(language, 'desk.nav') });
    await nav.getByRole('link', { name: say(language, 'desk.staff') }).click();
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.staff.title') })).toBeVisible();

    await page.getByLabel(say(language, 'desk.invite.email')).fill(email);
    await page.getByLabel(say(language, 'desk.invite.name'), { exact: true }).fill('Контент');
    await page.getByRole('checkbox', { name: say(language, 'desk.role.content') }).check();
    await page.getByRole('button', { name: say(language, 'desk.invite.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText(say(language, 'desk.state.invited'));

    // The invitation is in the audit trail, with who sent it; the trail exports as it is filtered.
    await nav.getByRole('link', { name: say(language, 'desk.audit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.audit') })).toBeVisible();
    await page.getByLabel(say(language, 'desk.audit.action')).selectOption('staff.invite');
    const entry = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(entry).toContainText(adminEmail);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say(language, 'desk.audit.export') }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d\d-\d\d\.xlsx$/);
    await nav.getByRole('link', { name: say(language, 'desk.staff') }).click();

    // The admin signs out; the invitee opens the link from the demo outbox.
    await page.getByRole('button', { name: say(language, 'desk.logout') }).click();
    const mail = await outbox(request, 'perm').last(email);
    const link = /(?:\/en)?\/operator\/setup\?token=[^&\s]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.setup.title') })).toBeVisible();
    await page.getByLabel(say(language, 'desk.setup.name')).fill('Анна Контентова');
    await page.getByLabel(say(language, 'desk.setup.password'), { exact: true }).fill('content77');
    await page.getByRole('button', { name: say(language, 'desk.setup.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

    // The link works once.
    await page.reload();
    await page.getByLabel(say(language, 'desk.setup.name')).fill('Второй раз');
    await page.getByLabel(say(language, 'desk.setup.password'), { exact: true }).fill('content77');
    await page.getByRole('button', { name: say(language, 'desk.setup.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    await signInOnDesk(page, language, email, 'content77', 'enrol');
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.noAccess.title') })).toBeVisible();
    await expect(page.getByText(say(language, 'desk.signedInAs', { name: 'Анна Контентова' }))).toBeVisible();
    for (const section of ['desk.appeals', 'desk.fines', 'desk.bankStatements', 'desk.staff', 'desk.audit']) {
      await expect(nav.getByRole('link', { name: say(language, section) })).toHaveCount(0);
    }
    await page.goto(desk(language, '/bank-statements'));
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'desk.noAccess.title') })).toBeVisible();
  });
}
