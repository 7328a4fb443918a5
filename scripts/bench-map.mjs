#!/usr/bin/env node
// `npm run bench:map` (after `npm run build`): the map of a big city. The real server starts with
// SEED_ZONES zones per city (5 000 by default) and serves the built app; a second one with the
// demo's 320 zones gives the small map's bytes beside it. Chromium (/usr/bin/chromium) opens the
// main page and the script measures:
// - the bytes of the first view's map answer (raw and gzip) and of the whole map, for both cities;
// - the time from the end of that answer to the zones on the canvas (the map's `parking-map:drawn`
//   performance mark), on a desktop and on a phone profile (390 px, CPU slowed 4 times);
// - frame times while the map is dragged about by the mouse (each drag ends in a move that loads
//   and draws new cells). Chromium runs without its frame-rate limit, so a frame's time is the work
//   it took, not the 16.7 ms of a 60 Hz display.
// Results go to bench/results/map.json; the method is in bench/README.md.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/fixtures/start-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ZONES = Number(process.env.SEED_ZONES ?? 5000);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const DRAGS = Number(process.env.MAP_DRAGS ?? 12);
const TRACE_FILE = process.env.MAP_TRACE_FILE;
const MAP_INFO = '/city/perm/api/info/get-map-info/v3';

/** Bytes of an answer as they travel, plain or in an encoding (fetch would unpack them). */
function bytesOf(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-language': 'ru', ...(encoding ? { 'accept-encoding': encoding } : {}) } }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(size) : reject(new Error(`${url}: HTTP ${response.statusCode}`))));
    });
    request.on('error', reject);
  });
}
const sizes = async (url) => ({ rawBytes: await bytesOf(url), gzipBytes: await bytesOf(url, 'gzip'), brotliBytes: await bytesOf(url, 'br') });

const sorted = (values) => [...values].sort((a, b) => a - b);
const at = (values, q) => (values.length ? Number(sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))].toFixed(1)) : 0);

/** Opens the main page in a fresh context and measures drawing, then dragging. */
async function visit(browser, url, { viewport, slowdown }) {
  const context = await browser.newContext({ viewport, locale: 'ru-RU', serviceWorkers: 'block' });
  // No internet: tiles and other hosts get an empty answer.
  await context.route(
    (target) => !['127.0.0.1', 'localhost'].includes(target.hostname),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const firstRequest = tab.waitForRequest((request) => request.url().includes(MAP_INFO), { timeout: 120_000 });
  await tab.goto(`${url}/`, { timeout: 120_000 });
  const mapUrl = (await firstRequest).url();
  await tab.waitForFunction(() => performance.getEntriesByName('parking-map:drawn').length > 0, undefined, { timeout: 60_000 });
  const draw = await tab.evaluate((path) => {
    const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes(path));
    const drawn = performance.getEntriesByName('parking-map:drawn')[0];
    return {
      answerEndMs: Math.round(answer.responseEnd),
      drawnAtMs: Math.round(drawn.startTime),
      drawAfterAnswerMs: Math.round(drawn.startTime - answer.responseEnd),
      featuresDrawn: drawn.detail.features,
    };
  }, MAP_INFO);

  await tab.evaluate(() => {
    const state = { frames: [], longTasks: [], last: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => state.longTasks.push(entry.duration))).observe({ type: 'longtask' });
    const tick = (now) => {
      if (state.last) state.frames.push(now - state.last);
      state.last = now;
      globalThis.requestAnimationFrame(tick);
    };
    globalThis.requestAnimationFrame(tick);
    globalThis.__bench = state;
  });
  const box = await tab.getByTestId('parking-map').boundingBox();
  const centre = { x: 0, y: 0 };
  if (TRACE_FILE && slowdown <= 1) await browser.startTracing(tab, { path: TRACE_FILE, screenshots: false });
  // Drags of 80 % of the map's width (or height) turning round a circle, 30 steps each, a frame
  // apart: the view travels a few kilometres and passes into cells not loaded yet.
  for (let drag = 0; drag < DRAGS; drag += 1) {
    const angle = (drag * Math.PI * 2) / DRAGS;
    const dx = Math.cos(angle) * box.width * 0.8 * 0.5;
    const dy = Math.sin(angle) * box.height * 0.8 * 0.5;
    centre.x = box.x + box.width / 2 - dx;
    centre.y = box.y + box.height / 2 - dy;
    await tab.mouse.move(centre.x, centre.y);
    await tab.mouse.down();
    for (let step = 1; step <= 30; step += 1) {
      await tab.mouse.move(centre.x + (2 * dx * step) / 30, centre.y + (2 * dy * step) / 30);
      await tab.waitForTimeout(16);
    }
    await tab.mouse.up();
    // The move ends: new cells are asked for and drawn.
    await tab.waitForTimeout(300);
  }
  if (TRACE_FILE && slowdown <= 1) await browser.stopTracing();
  const panning = await tab.evaluate(() => globalThis.__bench);
  const features = Number(await tab.getByTestId('parking-map').getAttribute('data-features'));
  await context.close();
  return {
    mapUrl,
    draw,
    panning: {
      frames: panning.frames.length,
      frameP50Ms: at(panning.frames, 0.5),
      frameP95Ms: at(panning.frames, 0.95),
      frameMaxMs: Number(Math.max(0, ...panning.frames).toFixed(1)),
      longTasks: panning.longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...panning.longTasks)),
      featuresAfterPanning: features,
    },
  };
}

const loadAtStart = Number(os.loadavg()[0].toFixed(1));
// Seeding three cities of thousands of zones takes longer than the usual start-up.
const big = await startServer({ requireWebDist: true, timeoutMs: 600_000, env: { LOG_LEVEL: 'silent', SEED_ZONES: String(ZONES) } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // Without the display's frame limit a frame takes as long as its work (see the top of this file).
  args: ['--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit', '--disable-gpu-vsync'],
});
let result;
try {
  const desktop = await visit(browser, big.url, { viewport: { width: 1280, height: 800 }, slowdown: 1 });
  const phone = await visit(browser, big.url, { viewport: { width: 390, height: 844 }, slowdown: CPU_SLOWDOWN });
  const firstView = new URL(desktop.mapUrl).search;
  const bigBytes = { firstView: await sizes(`${big.url}${MAP_INFO}${firstView}`), wholeMap: await sizes(`${big.url}${MAP_INFO}`) };
  await big.stop();
  const demo = await startServer({ requireWebDist: true, timeoutMs: 600_000, env: { LOG_LEVEL: 'silent' } });
  let demoBytes;
  try {
    demoBytes = { firstView: await sizes(`${demo.url}${MAP_INFO}${firstView}`), wholeMap: await sizes(`${demo.url}${MAP_INFO}`) };
  } finally {
    await demo.stop();
  }
  result = {
    measuredAt: new Date().toISOString(),
    loadAverageAtStart: loadAtStart,
    firstViewQuery: decodeURIComponent(firstView),
    bytes: { [`zones${ZONES}`]: bigBytes, zones320: demoBytes },
    desktop: { viewport: '1280x800', cpuSlowdown: 1, ...desktop, mapUrl: undefined },
    phone: { viewport: '390x844', cpuSlowdown: CPU_SLOWDOWN, ...phone, mapUrl: undefined },
  };
} finally {
  await browser.close();
  await big.stop();
}
console.log(JSON.stringify(result, null, 2));
writeFileSync(path.join(root, 'bench/results/map.json'), `${JSON.stringify(result, null, 2)}\n`);
