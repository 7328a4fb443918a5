import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { signInAs } from './fixtures/sign-in.ts';

/** A good page stays under 0.1; the issue asks for half of that. */
const MAX_SHIFT = 0.05;
/** After the network is idle the page gets this long to make its last moves. */
const QUIET_MS = 800;

interface Screen {
  name: string;
  path: string;
  city?: string;
  /** Signs the demo driver in before the measured load. */
  signedIn?: boolean;
  /** Lets the city's announcement and promo banner show, as on a visitor's first page. */
  popups?: boolean;
}

const screens: Screen[] = [
  { name: 'main page', path: '/' },
  { name: 'main page in English', path: '/en' },
  { name: 'news', path: '/news' },
  { name: 'registration', path: '/registration' },
  { name: 'password restore', path: '/restore-password' },
  { name: 'SMS commands in Rostov', path: '/sms-commands', city: 'rostov' },
  { name: 'guest payment in Sevastopol', path: '/guest-payment', city: 'sevastopol' },
  { name: 'guest payment in Sevastopol with the announcement and the promo banner', path: '/guest-payment', city: 'sevastopol', popups: true },
  { name: 'not-found page', path: '/no-such-page' },
  { name: 'my profile', path: '/profile/my-profile', signedIn: true },
  { name: 'parkings', path: '/profile/parking', signedIn: true },
  { name: 'parkings in English', path: '/en/profile/parking', signedIn: true },
];

const widths = [390, 1280];

/**
 * Cumulative layout shift of the current document from its first byte: a buffered observer gets
 * every entry the page has recorded so far; shifts right after an input are the user's own.
 */
function layoutShiftOf(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const cls = typeof node.className === 'string' ? node.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls ? `.${cls}` : ''}`;
        };
        // Which element moved, and its top and height before and after (0 once out of sight).
        const moved = ({ node, previousRect: from, currentRect: to }: Shift['sources'][number]) =>
          `${describe(node)} ${Math.round(from.y)}+${Math.round(from.height)} -> ${Math.round(to.y)}+${Math.round(to.height)}`;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, entry) => sum + entry.value, 0),
            sources: shifts.map((entry) => `${Math.round(entry.startTime)} ms ${entry.value.toFixed(3)}: ${entry.sources.map(moved).join(', ')}`),
          });
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // No entry at all means no shift: the callback would never run.
        window.setTimeout(() => {
          observer.disconnect();
          resolve({ total: 0, sources: [] });
        }, 250);
      }),
  );
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  await page.waitForLoadState('networkidle');
}

async function measure(page: Page, request: APIRequestContext, screen: Screen) {
  if (screen.signedIn) await signInAs(page, request, 'demo@parking.test', 'demo2026', screen.city);
  // Runs after the fixture's script, which marks the banner as already shown.
  if (screen.popups) await page.addInitScript(() => window.sessionStorage.removeItem('promoBannerShown'));
  await page.goto(screen.path);
  await settle(page);
  return layoutShiftOf(page);
}

for (const width of widths) {
  for (const screen of screens) {
    test.describe(() => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 }, city: screen.city, dismissNotification: !screen.popups });

      test(`[LAYOUT] ${screen.name} at ${width} px does not jump while it loads`, async ({ page, request }) => {
        const shift = await measure(page, request, screen);
        if (screen.popups) await expect(page.getByRole('dialog')).toHaveCount(2);
        expect(shift.total, `layout shifts of ${screen.path}:\n${shift.sources.join('\n')}`).toBeLessThanOrEqual(MAX_SHIFT);
      });
    });
  }
}
