import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { CITIES } from './fixtures/cities.ts';
import { signInAs } from './fixtures/sign-in.ts';
import { webText as say, type Language } from './fixtures/web-texts.ts';

const LANGUAGES: Language[] = ['ru', 'en'];
/** Up to the widest desktop and back: the header is measured after a load and after every resize, both ways. */
const WIDTHS = [375, 768, 1024, 1280, 1440, 1920, 1440, 1280, 1024, 768, 375];
const DEMO = { email: 'demo@parking.test', password: 'demo2026', fullName: 'Анна Смирнова', shortName: 'Анна С.' };

// Two languages, eleven widths and a city dialog per test.
test.describe.configure({ timeout: 120_000 });

interface Layout {
  height: number;
  problems: string[];
  profileText: string | null;
}

/**
 * What is wrong with the header's row as laid out now: a control that sticks out of the screen or the
 * header, two that overlap, text cut inside a control, controls on more than one line, a page that
 * scrolls sideways. The controls are the header's links and buttons that are shown (the skip link
 * waits above the header until it is focused).
 */
function measure(): Layout {
  const header = document.querySelector('header')!;
  const box = header.getBoundingClientRect();
  const controls = Array.from(header.querySelectorAll<HTMLElement>('a[href], button')).filter((element) => {
    const rect = element.getBoundingClientRect();
    return element.checkVisibility() && rect.width > 0 && rect.bottom > box.top;
  });
  const name = (element: HTMLElement) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  const problems: string[] = [];
  const rects = controls.map((element) => element.getBoundingClientRect());

  controls.forEach((element, index) => {
    const rect = rects[index]!;
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) problems.push(`«${name(element)}» sticks out of the screen (${rect.left}–${rect.right})`);
    if (rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5) problems.push(`«${name(element)}» sticks out of the header`);
    for (const part of [element, ...Array.from(element.querySelectorAll<HTMLElement>('*'))]) {
      if (getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1) problems.push(`text of «${name(element)}» is cut`);
    }
    controls.slice(index + 1).forEach((other, offset) => {
      const next = rects[index + 1 + offset]!;
      const width = Math.min(rect.right, next.right) - Math.max(rect.left, next.left);
      const height = Math.min(rect.bottom, next.bottom) - Math.max(rect.top, next.top);
      if (width > 0.5 && height > 0.5) problems.push(`«${name(element)}» overlaps «${name(other)}»`);
    });
  });
  // One row: a horizontal line crosses every control.
  const lowestTop = Math.max(...rects.map((rect) => rect.top));
  const highestBottom = Math.min(...rects.map((rect) => rect.bottom));
  if (lowestTop >= highestBottom) problems.push(`the controls stand on more than one line (${lowestTop} ≥ ${highestBottom})`);
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);

  const profile = controls.find(
    (element) => element.getAttribute('aria-label')?.endsWith('. Профиль') || element.getAttribute('aria-label')?.endsWith('. Profile'),
  );
  return { height: box.height, problems, profileText: profile ? profile.innerText.trim() : null };
}

/** After a resize the row fits itself before the next paint: two frames later it is settled. */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const { city, nameForShow } of CITIES) {
  for (const signedIn of [false, true]) {
    test.describe(() => {
      test.use({ city });

      test(`[SHELL] the header of ${city} keeps to one row ${signedIn ? 'for a signed-in driver' : 'for a visitor'} from 375 to 1920 px in Russian and English`, async ({
        page,
        request,
      }) => {
        if (signedIn) await signInAs(page, request, DEMO.email, DEMO.password, city);
        for (const language of LANGUAGES) {
          const banner = page.getByRole('banner');
          await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
          await page.goto(language === 'ru' ? '/news' : '/en/news');
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          if (signedIn) {
            // The row is measured with everything it will hold: the name, the balance and the parkings menu.
            await expect(banner.getByRole('button', { name: `${DEMO.fullName}. ${say(language, 'header.profile')}` })).toBeVisible();
            await expect(banner.getByRole('button', { name: new RegExp(`^${say(language, 'sessions.menu')}: \\d+$`) })).toBeVisible();
          } else {
            await expect(banner.getByRole('button', { name: say(language, 'header.login'), exact: true })).toBeVisible();
          }
          const cityButton = banner.getByRole('button', { name: `${nameForShow[language]}. ${say(language, 'city.change')}` });

          const heights = new Set<number>();
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await afterTwoFrames(page);
            const layout = await page.evaluate(measure);
            expect(layout.problems, `${language}, ${width} px`).toEqual([]);
            heights.add(layout.height);
            if (signedIn) expect([DEMO.fullName, DEMO.shortName], `${language}, ${width} px: the driver's name`).toContain(layout.profileText);
            await expect(cityButton, `${language}, ${width} px`).toBeInViewport({ ratio: 1 });
            await expect(cityButton).toHaveText(nameForShow[language]);
            // Nothing covers it: a click would reach it.
            await cityButton.click({ trial: true });
          }
          expect([...heights], `${language}: the header is as tall at every width`).toHaveLength(1);

          await cityButton.click();
          const dialog = page.getByRole('dialog', { name: say(language, 'city.title') });
          await expect(dialog).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    });
  }
}

/**
 * Where the balance button and the header's links are, every frame from the first: a press and its
 * release land a frame or two apart, and a control that moves between them gets no click. The
 * places are kept in the page as `headerPlaces`, a new list in each document.
 */
async function recordHeaderPlaces(page: Page): Promise<void> {
  await page.addInitScript(
    (names) => {
      const places = { balance: [] as string[], links: [] as string[] };
      (window as unknown as { headerPlaces: typeof places }).headerPlaces = places;
      const note = (list: string[], at: string) => {
        if (list.at(-1) !== at) list.push(at);
      };
      const look = () => {
        const balance = Array.from(document.querySelectorAll('header button')).find((element) =>
          names.some((name) => {
            const label = element.getAttribute('aria-label') ?? '';
            return label === name || label.endsWith(`. ${name}`);
          }),
        );
        if (balance) {
          const { left, top, width } = balance.getBoundingClientRect();
          note(places.balance, `${Math.round(left)},${Math.round(top)}, ${Math.round(width)} px wide`);
        }
        const links = Array.from(document.querySelectorAll<HTMLElement>('header nav a')).filter((link) => link.checkVisibility());
        if (links.length > 0) note(places.links, links.map((link) => `${link.textContent} ${Math.round(link.getBoundingClientRect().left)}`).join(', '));
        if (performance.now() < 10_000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    LANGUAGES.map((language) => say(language, 'header.balance')),
  );
}

/** A signed-in driver's news page loaded until the parkings and the balance are in the header, and where things stood meanwhile. */
async function headerPlacesWhileLoading(page: Page, language: Language, width: number): Promise<{ balance: string[]; links: string[] }> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(language === 'ru' ? '/news' : '/en/news');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: new RegExp(`^${say(language, 'sessions.menu')}: \\d+$`) })).toBeVisible();
  await expect(banner.getByRole('button', { name: new RegExp(`${say(language, 'header.balance')}$`) })).toBeVisible();
  await afterTwoFrames(page);
  return page.evaluate(() => (window as unknown as { headerPlaces: { balance: string[]; links: string[] } }).headerPlaces);
}

test('[SHELL] the balance stays where it first shows while the header fills in, so a tap on it as the page loads opens it', async ({ page, request }) => {
  await signInAs(page, request, DEMO.email, DEMO.password);
  await recordHeaderPlaces(page);
  for (const language of LANGUAGES) {
    for (const width of [375, 1280]) {
      const { balance } = await headerPlacesWhileLoading(page, language, width);
      expect(balance, `${language}, ${width} px: where the balance was, frame by frame`).toHaveLength(1);
    }
  }
});

test("[SHELL] the header's links stay where they first show while a driver's header fills in, so a click on them as the page loads lands", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.email, DEMO.password);
  // The buttons that join the row as the page loads (the parkings, the balance, the name) must not push the links aside.
  await recordHeaderPlaces(page);
  for (const language of LANGUAGES) {
    for (const width of [1024, 1280, 1920]) {
      const { links } = await headerPlacesWhileLoading(page, language, width);
      expect(links, `${language}, ${width} px: where the links were, frame by frame`).toHaveLength(1);
    }
  }
});
