import type { APIRequestContext, Page } from '@playwright/test';
import { cityByCode } from './fixtures/cities.ts';
import { siteApi } from './fixtures/site-api.ts';
import { expect, test } from './fixtures/test.ts';

test('[MAP] visitor sees the zones on the map and opens one found by its number', async ({ page }) => {
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect(map).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  // Leaflet drew the zones on its canvas.
  await expect(map.locator('canvas')).toBeVisible();

  await page.getByLabel('Поиск зоны').fill('101');
  await page.getByLabel('Поиск зоны').press('Enter');
  const card = page.getByRole('region', { name: 'Зона 101' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Будни');
  await expect(card).toContainText(/Свободно \d+ из \d+/);

  // A guest is asked to log in before paying.
  await card.getByRole('button', { name: 'Оплатить парковку' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
});

test('[MAP] the map speaks English under /en', async ({ page }) => {
  await page.goto('/en');
  await page.getByLabel('Find a zone').fill('150');
  await page.getByLabel('Find a zone').press('Enter');
  await expect(page.getByRole('region', { name: 'Zone 150' })).toContainText('Weekdays');
});

test('[MAP] a search with no match says so, and on a phone the found zone is scrolled into sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  const search = page.getByLabel('Поиск зоны');

  await search.fill('99999');
  await search.press('Enter');
  await expect(search).toHaveAccessibleDescription(/Зона не найдена/);
  await expect(page.getByRole('region', { name: /^Зона / })).toHaveCount(0);

  await search.fill('101');
  await expect(search).not.toHaveAccessibleDescription(/Зона не найдена/);
  await search.press('Enter');
  await expect(page.getByRole('region', { name: 'Зона 101' })).toBeInViewport();
});

for (const language of ['ru', 'en'] as const) {
  test(`[MAP] the zoom buttons speak the page's language and the map names the search as the keyboard's way to a zone (${language})`, async ({ page }) => {
    const ru = language === 'ru';
    await page.goto(ru ? '/' : '/en');
    const map = page.getByTestId('parking-map');
    await expect(map.getByRole('button', { name: ru ? 'Приблизить' : 'Zoom in' })).toBeVisible();
    await expect(map.getByRole('button', { name: ru ? 'Отдалить' : 'Zoom out' })).toBeVisible();
    await expect(map.getByRole('button', { name: /Zoom/ })).toHaveCount(ru ? 0 : 2);
    const hint = ru ? /зону находит поиск/ : /find a zone by search/;
    await expect(page.getByText(hint)).toBeVisible();
    await expect(map).toHaveAccessibleDescription(hint);
    // The path it names: the search, Enter, the zone's card.
    const search = page.getByLabel(ru ? 'Поиск зоны' : 'Find a zone');
    await expect(search).toHaveAccessibleDescription(hint);
    await search.focus();
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: ru ? 'Зона 150' : 'Zone 150' })).toBeVisible();
  });
}

interface LatLng {
  lat: number;
  lng: number;
}
interface MapFeature {
  properties: { objecttype: string; name: string; zone?: { zonenumber: string } };
  geometry: { type: string; coordinates: unknown };
}

/** The map's answer as the page gets it. */
async function mapFeatures(request: APIRequestContext, language: 'ru' | 'en' = 'ru'): Promise<MapFeature[]> {
  const answer = await request.get(`${cityByCode('perm').apiUrl}/api/info/get-map-info/v3`, { headers: { 'accept-language': language } });
  return ((await answer.json()) as { result: { features: MapFeature[] } }).result.features;
}

/** The middle of a polygon's outer ring or a line's points. */
function middleOf(geometry: MapFeature['geometry']): LatLng {
  const points = (geometry.type === 'Polygon' ? (geometry.coordinates as LatLng[][])[0]!.slice(0, -1) : (geometry.coordinates as LatLng[])) as LatLng[];
  return { lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length, lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length };
}

/** Web Mercator pixels of a point at a zoom, as the map's tiles place it. */
function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/**
 * Where a point is on the page, for the map as it opens (the site's centre and zoom, the map's
 * middle at its box's middle). The zones are on a canvas: a person points at them, and so does the test.
 */
async function pointOnPage(page: Page, request: APIRequestContext, point: LatLng): Promise<{ x: number; y: number }> {
  const { map, initialZoom } = await siteApi(request, 'perm').options();
  const box = (await page.getByTestId('parking-map').boundingBox())!;
  const [centre, target] = [worldPixel({ lat: map.mapCenter[0], lng: map.mapCenter[1] }, initialZoom), worldPixel(point, initialZoom)];
  return { x: box.x + box.width / 2 + target.x - centre.x, y: box.y + box.height / 2 + target.y - centre.y };
}

/** The zoom levels of the tiles the map shows, from their addresses ({z}/{x}/{y}). */
const tileZooms = (page: Page) =>
  page
    .getByTestId('parking-map')
    .locator('img.leaflet-tile')
    .evaluateAll((tiles) => [...new Set(tiles.map((tile) => Number(new URL((tile as HTMLImageElement).src).pathname.split('/')[1])))].sort());

test('[MAP] the map names its objects as the spec does and draws resident zones as a layer that can be turned off', async ({ page, request }) => {
  const features = await mapFeatures(request);
  const kinds = new Set(features.map((f) => f.properties.objecttype));
  expect([...kinds].sort()).toEqual(['Church', 'InformationTable', 'Museum', 'Sight', 'parcomats', 'parkings', 'residentzone', 'terminals']);

  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBe(features.length);
  const objects = page.getByRole('list', { name: 'Объекты на карте' });
  for (const name of ['Паркоматы', 'Терминалы оплаты', 'Информационные табло', 'Храмы', 'Музеи', 'Достопримечательности', 'Резидентные зоны'])
    await expect(objects.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  // The resident zone in the centre, where the map opens: pointing at it names it.
  const centre = features.find((f) => f.properties.name === 'Резидентная зона №1')!;
  // Pressing the box below the map scrolls the page: back to the top, where the map opened.
  const pointAt = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const inside = await pointOnPage(page, request, middleOf(centre.geometry));
    await page.mouse.move(inside.x, inside.y);
  };
  const tooltip = map.locator('.leaflet-tooltip').filter({ hasText: 'Резидентная зона №1' });
  await pointAt();
  await expect(tooltip).toBeVisible();

  const layer = page.getByRole('checkbox', { name: 'Показывать резидентные зоны' });
  await expect(layer).toBeChecked();
  await layer.uncheck();
  await expect(tooltip).toHaveCount(0);
  await pointAt();
  await expect(map.locator('.leaflet-tooltip')).toHaveCount(0);
  await layer.check();
  await pointAt();
  await expect(tooltip).toBeVisible();
});

test('[MAP] the map lists its objects in English', async ({ page }) => {
  await page.goto('/en');
  const objects = page.getByRole('list', { name: 'On the map' });
  await expect(objects.getByRole('listitem')).toHaveText([
    'Parking meters',
    'Payment terminals',
    'Information boards',
    'Churches',
    'Museums',
    'Sights',
    'Resident zones',
  ]);
  await expect(page.getByRole('checkbox', { name: 'Show resident zones' })).toBeChecked();
});

test('[MAP] on a desktop the wheel scrolls the page over the map, and zooms it after a click into it or with Ctrl', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { initialZoom } = await siteApi(request, 'perm').options();
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  await expect.poll(() => tileZooms(page)).toEqual([initialZoom]);
  const box = (await map.boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const scrolled = () => page.evaluate(() => window.scrollY);

  // Over the map, the wheel scrolls the page like anywhere else.
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.wheel(0, 100);
  await expect.poll(scrolled).toBeGreaterThan(0);
  expect(await tileZooms(page)).toEqual([initialZoom]);

  // With Ctrl held it zooms the map in, not the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(middle.x, middle.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(async () => Math.min(...(await tileZooms(page)))).toBeGreaterThan(initialZoom);
  const zoomedIn = Math.min(...(await tileZooms(page)));
  expect(await scrolled()).toBe(0);

  // After a click into the map the wheel zooms it (out here), until the pointer leaves the map.
  await page.mouse.click(box.x + 10, box.y + box.height - 10);
  await page.mouse.wheel(0, 100);
  await expect.poll(async () => Math.max(...(await tileZooms(page)))).toBeLessThan(zoomedIn);
  expect(await scrolled()).toBe(0);
  await page.mouse.move(middle.x, box.y - 40);
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.wheel(0, 100);
  await expect.poll(scrolled).toBeGreaterThan(0);
});

test('[MAP] a zone clicked on the map on a desktop brings its card into sight', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const features = await mapFeatures(request);
  const { map: site } = await siteApi(request, 'perm').options();
  const [lat, lng] = site.mapCenter;
  // The zone nearest the middle of the map, where the map opens.
  const zone = features
    .filter((f) => f.properties.zone)
    .map((f) => ({ feature: f, middle: middleOf(f.geometry) }))
    .sort((a, b) => Math.hypot(a.middle.lat - lat, a.middle.lng - lng) - Math.hypot(b.middle.lat - lat, b.middle.lng - lng))[0]!;
  await page.goto('/');
  const map = page.getByTestId('parking-map');
  await expect.poll(async () => Number(await map.getAttribute('data-features'))).toBeGreaterThanOrEqual(300);
  const point = await pointOnPage(page, request, zone.middle);
  await page.mouse.click(point.x, point.y);
  const card = page.getByRole('region', { name: `Зона ${zone.feature.properties.zone!.zonenumber}` });
  await expect(card).toBeInViewport();
});
