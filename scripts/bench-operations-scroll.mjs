#!/usr/bin/env node
// `npm run bench:operations-scroll` (after `npm run build`): how the history screen behaves with
// 2 000 rows loaded. The real server serves the app and signs the demo driver in; the history call
// is answered in the browser with 40 synthetic pages of 50, so that the screen's own work is what
// is measured (the server's paging is `npm run bench:operations`). Chromium runs at a 390 px phone
// width with the CPU slowed four times, like Lighthouse's mobile profile. Results go to
// bench/results/operations-scroll.json; the method is in bench/README.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/fixtures/start-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = 40;
const PAGE_SIZE = 50;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const TYPES = ['payment', 'renew', 'cancel', 'refill', 'paymentSubscription', 'paymentGate'];

/** Page `index` of the synthetic history: one operation every 37 minutes back from 25 November. */
function page(index) {
  if (index >= PAGES) return [];
  return Array.from({ length: PAGE_SIZE }, (_, i) => {
    const n = index * PAGE_SIZE + i;
    const at = new Date(Date.parse('2026-11-25T12:00:00Z') - n * 37 * 60_000);
    const type = TYPES[n % TYPES.length];
    const period = type === 'payment' || type === 'renew' || type === 'paymentGate';
    return {
      orderNumber: `${at.toISOString().replace(/[-:.]/g, '').replace('Z', '')}Z-${100_000 - n}`,
      type,
      status: 'done',
      dateOperation: at.toISOString(),
      startsOf: period ? at.toISOString() : null,
      endOf: period ? new Date(at.getTime() + ((n % 7) + 1) * 45 * 60_000).toISOString() : null,
      duration: period ? ((n % 7) + 1) * 45 : null,
      zone: period ? String(101 + (n % 9)) : null,
      parking: period ? String(101 + (n % 9)) : null,
      tariff: period ? 60 : null,
      transport: n % 3 === 0 ? 'А123ВС159' : 'О777ОО159',
      resolution: n % 2 ? 'balance' : 'card',
      sum: 40 + (n % 13) * 10,
      sumSale: 0,
      driverPhone: null,
      checkFiscal: null,
    };
  });
}

const server = await startServer({ requireWebDist: true, env: { LOG_LEVEL: 'silent' } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const loadAtStart = Number(os.loadavg()[0].toFixed(1));
try {
  const login = await fetch(`${server.url}/city/perm/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'demo@parking.test', password: 'demo2026' }),
  });
  const token = (await login.json()).id_session;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  await context.addInitScript((value) => globalThis.localStorage.setItem('perm_standart', value), token);
  const tab = await context.newPage();
  const pageOf = new Map([['', 0]]);
  await tab.route('**/api/profile/get-operations-with-filter**', async (route) => {
    const after = new URL(route.request().url()).searchParams.get('OrderNumber') ?? '';
    const index = pageOf.get(after) ?? PAGES;
    const result = page(index);
    if (result.length > 0) pageOf.set(result.at(-1).orderNumber, index + 1);
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'ok', result }) });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await tab.goto(`${server.url}/profile/operations?period=all`);
  const rows = tab.locator('.ops-page [role="row"]');
  await rows.first().waitFor({ timeout: 60_000 });

  // Long tasks and frame gaps are collected in the page from here on.
  await tab.evaluate(() => {
    const state = { longTasks: [], frames: [], last: 0, on: true };
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => state.longTasks.push(entry.duration))).observe({ type: 'longtask' });
    const tick = (now) => {
      if (state.last) state.frames.push(now - state.last);
      state.last = now;
      if (state.on) globalThis.requestAnimationFrame(tick);
    };
    globalThis.requestAnimationFrame(tick);
    globalThis.__bench = state;
  });
  const take = () =>
    tab.evaluate(() => {
      const state = globalThis.__bench;
      const out = { longTasks: state.longTasks.splice(0), frames: state.frames.splice(0) };
      state.last = 0;
      return out;
    });

  // Loading: scroll to the end until all 40 pages are in, timing each page from the scroll to its rows.
  const appendMs = [];
  for (let loaded = PAGE_SIZE; loaded < PAGES * PAGE_SIZE; loaded += PAGE_SIZE) {
    const started = Date.now();
    await tab.evaluate(() => globalThis.scrollTo(0, globalThis.document.documentElement.scrollHeight));
    await tab.waitForFunction((n) => globalThis.document.querySelectorAll('.ops-page [role="row"]').length >= n, loaded + PAGE_SIZE, { timeout: 30_000 });
    appendMs.push(Date.now() - started);
  }
  const loading = await take();

  // Scrolling through 2 000 loaded rows with the wheel, top to bottom.
  await tab.evaluate(() => globalThis.scrollTo(0, 0));
  await tab.waitForTimeout(500);
  await take();
  await tab.mouse.move(195, 500);
  const height = await tab.evaluate(() => globalThis.document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await tab.mouse.wheel(0, 400);
    await tab.waitForTimeout(16);
  }
  const scrolling = await take();

  const sorted = (values) => [...values].sort((a, b) => a - b);
  const at = (values, q) => (values.length ? Math.round(sorted(values)[Math.min(values.length - 1, Math.floor(values.length * q))]) : 0);
  const summary = (sample) => ({
    longTasks: sample.longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...sample.longTasks)),
    blockingMs: Math.round(sample.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    frameP50Ms: at(sample.frames, 0.5),
    frameP95Ms: at(sample.frames, 0.95),
  });
  const result = {
    measuredAt: new Date().toISOString(),
    loadAverageAtStart: loadAtStart,
    cpuSlowdown: CPU_SLOWDOWN,
    rows: await rows.count(),
    domNodes: await tab.evaluate(() => globalThis.document.getElementsByTagName('*').length),
    pageAppendMs: { p50: at(appendMs, 0.5), p95: at(appendMs, 0.95), max: Math.max(...appendMs), first5: appendMs.slice(0, 5), last5: appendMs.slice(-5) },
    loading: summary(loading),
    scrolling: summary(scrolling),
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(path.join(root, 'bench/results/operations-scroll.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await server.stop();
}
