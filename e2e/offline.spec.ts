import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { freshDriver, parkedDriver } from './fixtures/drivers.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { siteApi } from './fixtures/site-api.ts';
import { webText as say } from './fixtures/web-texts.ts';

// The only spec that lets the app install its service worker: everywhere else the config blocks it,
// so that a cached shell never hides what another test changed on the server.
test.use({ serviceWorkers: 'allow', city: 'rostov' });

const PLATE = 'А123ВС161';

test('[PWA] the manifests, their icons and the service worker are served, and the page links them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.ru.webmanifest"');

  for (const [language, name, start] of [
    ['ru', 'Городские парковки', '/'],
    ['en', 'City Parking', '/en'],
  ] as const) {
    const response = await request.get(`/manifest.${language}.webmanifest`);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name, start_url: start, display: 'standalone', theme_color: '#1864ab', lang: language });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      // A PNG's width and height, big-endian at bytes 16 and 20, are what the manifest says.
      const body = await png.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }

  const worker = await request.get('/service-worker.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  // Revalidated on every visit, so that a new version is found; the shell is in its precache list.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('"url":"index.html"');
});

/** Resolves once the service worker is active and has taken every file of the app. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('[PWA] after a first visit the app opens offline with the cached zones, the vehicle and the SMS payment link', async ({ page, context, request }) => {
  const rostov = siteApi(request, 'rostov');
  const [options, commands] = await Promise.all([rostov.options(), rostov.smsCommands('ru')]);
  expect(commands.length).toBeGreaterThan(0);
  const driver = await freshDriver(request, 'offline', PLATE, 'rostov');
  await signInAs(page, request, driver.email, driver.password, 'rostov');

  // The first visit: the main page with its map, then the payment page, which keeps the SMS commands.
  await page.goto('/');
  await expect(page.locator('#zone-suggestions option').first()).toBeAttached();
  await serviceWorkerReady(page);
  const smsCommands = page.waitForResponse((response) => response.url().includes('/api/sms-commands'));
  await page.goto('/profile/parking?zone=6101');
  await smsCommands;
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: say('ru', 'offline.title') });
  await expect(banner).toBeVisible();
  // The zones the map had an hour ago at most: the search still suggests them.
  await expect(page.locator('#zone-suggestions option').first()).toBeAttached();
  expect(await page.locator('#zone-suggestions option').count()).toBeGreaterThan(0);

  await page.goto('/profile/parking?zone=6101');
  const card = page.getByRole('region', { name: say('ru', 'parking.payCard') });
  await expect(card.getByText(say('ru', 'parking.offline.title'))).toBeVisible();
  // The plate of the driver's main vehicle, known from the last sync, fills the command.
  await expect(card.getByLabel(say('ru', 'parking.offline.plate'))).toHaveValue(PLATE);
  await card.getByLabel(say('ru', 'parking.offline.hours')).selectOption('2');
  const command = `6101*${PLATE}*2`;
  await expect(card.getByText(command)).toBeVisible();
  await expect(card.getByRole('link', { name: say('ru', 'parking.offline.send') })).toHaveAttribute(
    'href',
    `sms:${options.numberSmsSendTo}?body=${encodeURIComponent(command)}`,
  );

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  // Back online the card takes payments on the site again.
  await expect(card.getByRole('link', { name: say('ru', 'parking.offline.send') })).toBeHidden();
});

test.describe('perm', () => {
  test.use({ city: 'perm' });

  test('[PWA] offline, the parking known at the last sync is still shown and its actions wait for the network', async ({ page, context, request }) => {
    const driver = await parkedDriver(request, 'offline-parked');
    await signInAs(page, request, driver.email, driver.password, 'perm');
    await page.goto('/profile/parking');
    await serviceWorkerReady(page);
    const extend = page.getByRole('button', { name: say('ru', 'sessions.extendLabel', { plate: 'А001АА159' }) });
    await expect(extend).toBeEnabled();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: say('ru', 'offline.title') })).toBeVisible();
    // The two-hour parking started a moment ago: its end is still ahead, from the saved profile.
    await expect(
      page
        .getByRole('main')
        .getByText(say('ru', 'sessions.zone', { zone: '101' }))
        .first(),
    ).toBeVisible();
    await expect(extend).toBeDisabled();
    await expect(page.getByRole('main').getByText(say('ru', 'sessions.offline')).first()).toBeVisible();

    await context.setOffline(false);
    await expect(extend).toBeEnabled();
  });

  test('[PWA] offline, the notification settings show the values last known, disabled with the reason', async ({ page, context, request }) => {
    const driver = await freshDriver(request, 'offline-settings');
    await signInAs(page, request, driver.email, driver.password, 'perm');
    await page.goto('/profile/my-profile');
    await serviceWorkerReady(page);
    const block = page.getByRole('main').getByRole('region', { name: say('ru', 'profile.settings') });
    const notices = block.getByRole('checkbox', { name: say('ru', 'profile.checkParkingSession') });
    const reminder = block.getByRole('checkbox', { name: say('ru', 'profile.checkParkingSessionBefore') });
    // Once saved, the settings are read again: that answer is the one kept.
    const reread = page.waitForResponse((response) => response.url().includes('/api/profile/get-settings-v1'));
    await notices.click();
    await reread;
    await expect(notices).toBeChecked();
    await expect(notices).toBeEnabled();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: say('ru', 'offline.title') })).toBeVisible();
    // As the driver left them, not all off; and they say why they cannot change now.
    await expect(notices).toBeChecked();
    await expect(reminder).not.toBeChecked();
    for (const box of [notices, reminder]) {
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(say('ru', 'profile.settingsOffline'));
    }

    await context.setOffline(false);
    await expect(notices).toBeEnabled();
    await expect(notices).toBeChecked();
  });
});
