#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse's mobile performance of the first screens a driver meets,
// the median of three runs per page, on a fresh demo server serving the built web app. Results go
// to bench/results/lighthouse.json; see bench/README.md. Needs `npm run build` first and Chromium
// at /usr/bin/chromium (or CHROME_PATH).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/fixtures/start-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_DRIVER = { login: 'demo@parking.test', password: 'demo2026' };

/**
 * The pages measured. A city other than Perm (the default) is chosen the way the app keeps it, in
 * localStorage `city`; `signedIn` pages run with the demo driver's token under `<city>_standart`.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'news', path: '/news' },
  { name: 'registration', path: '/registration' },
  { name: 'guest payment (Sevastopol)', path: '/guest-payment', city: 'sevastopol' },
  { name: 'parking (signed in)', path: '/profile/parking', signedIn: true },
];

// LIGHTHOUSE_PAGES=news,registration measures only those pages (by name's first word or path);
// LIGHTHOUSE_REPORTS=<dir> keeps every run's full Lighthouse report there for its diagnostics.
const only = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function signIn(apiUrl) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO_DRIVER),
  });
  const answer = await response.json();
  if (answer.status !== 'ok') throw new Error(`the demo driver could not sign in: ${JSON.stringify(answer)}`);
  return answer.id_session;
}

/** One Lighthouse run in a page of its own; localStorage entries are written first when given. */
async function measure(browser, port, url, storage, reportName) {
  const page = await browser.newPage();
  try {
    const prepared = Object.keys(storage).length > 0;
    if (prepared) {
      // Lighthouse keeps the cache when it keeps storage: empty it, then write the entries from a
      // same-origin address that loads no app code, so the run still starts cold.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => globalThis.localStorage.setItem(key, value)), storage);
    }
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: prepared }, undefined, page);
    const { lhr } = result;
    if (lhr.runtimeError) return null;
    if (reportsDir) writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      // Lighthouse's own measure of the host's CPU, taken in each run: its 4x slowdown is meant for a
      // host of 1 500–2 000 (docs/throttling.md in Lighthouse), and other work on this machine lowers it.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await page.close();
  }
}

// LIGHTHOUSE_URL measures a server that is already running (with DEMO=1) instead of a fresh one.
const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => undefined }
  : await startServer({ requireWebDist: true, env: { LOG_LEVEL: 'silent' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
// Other work on the machine inflates what Lighthouse observes: the 1-minute load average is kept with the results.
const loadAtStart = Number(os.loadavg()[0].toFixed(1));
const results = [];
try {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const chosen = only ? PAGES.filter((page) => only.includes(page.path) || only.includes(page.name.split(' ')[0])) : PAGES;
  for (const page of chosen) {
    const city = page.city ?? 'perm';
    const url = `${server.url}${page.path}`;
    const storage = {
      ...(page.city ? { city } : {}),
      ...(page.signedIn ? { [`${city}_standart`]: await signIn(`${server.url}/city/${city}`) } : {}),
    };
    const runs = [];
    // A run that Lighthouse itself reports as broken (NO_NAVSTART and the like) is run again.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
      const run = await measure(browser, chrome.port, url, storage, `${page.name.split(' ')[0]}-${attempt + 1}`);
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
    const row = { page: page.name, path: page.path, city, runs: runs.length };
    for (const key of ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex']) row[key] = median(runs.map((run) => run[key]));
    results.push(row);
    console.log(
      `${row.page.padEnd(28)} score ${row.score}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  host CPU ${row.benchmarkIndex}`,
    );
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await server.stop();
}

if (only) {
  console.log('some pages only: bench/results/lighthouse.json left as it was');
  process.exit(0);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: `${os.cpus().length} cores, Node ${process.version}`, loadAverage: { atStart: loadAtStart, atEnd: Number(os.loadavg()[0].toFixed(1)) }, profile: 'Lighthouse mobile (simulated throttling)', runsPerPage: RUNS, pages: results }, null, 2)}\n`,
);
console.log('wrote bench/results/lighthouse.json');
