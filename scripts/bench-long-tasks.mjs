#!/usr/bin/env node
// `npm run bench:long-tasks -- /news`: the main thread's long tasks of a cold load of one page, and
// what each is made of. Lighthouse's mobile profile runs the page without slowdown and counts each
// task four times over: a task longer than 12.5 ms here adds to its total blocking time. This shows
// which tasks those are (module evaluation, timers, React's work, style and layout), where
// Lighthouse names only the script. Needs `npm run build` first and Chromium at /usr/bin/chromium.
//
//   LONG_TASK_RUNS=3        cold loads, each in a new tab with the cache emptied
//   LONG_TASK_CITY=sevastopol   the city, kept in localStorage as the app keeps it
//   LONG_TASK_SIGNED_IN=1   as the demo driver
//   LONG_TASK_INSPECTOR=off the load runs with DevTools' Runtime and Network domains off, as on a phone
//                           nobody inspects (see bench/README.md: what DevTools adds to the tasks)
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/fixtures/start-server.mjs';

const pagePath = process.argv[2] ?? '/';
const runs = Number(process.env.LONG_TASK_RUNS ?? 3);
const city = process.env.LONG_TASK_CITY ?? 'perm';
const inspectorOff = process.env.LONG_TASK_INSPECTOR === 'off';
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

// What a task is made of: these trace events, summed by name (scripts by their file).
const PARTS = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame']);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'ParseHTML', 'PrePaint', 'Paint', 'Layerize', 'MinorGC', 'MajorGC']);

function partName(event) {
  const file = (event.args?.data?.url ?? '').split('/').pop();
  if (event.name === 'FunctionCall') return `script ${file || '(inline)'}`;
  if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') return `evaluate ${file || 'a module'}`;
  return event.name;
}

/** The tasks over 12.5 ms after the first contentful paint, with their three largest parts. */
function longTasks(events) {
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((event) => event.name === 'RunTask' && event.ts >= paint.ts && event.dur * SLOWDOWN > BLOCKING_MS * 1000);
  return {
    fcpMs: (paint.ts - navigation) / 1000,
    tasks: tasks.map((task) => {
      const parts = new Map();
      for (const event of main) {
        if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event === task) continue;
        // The outermost script parts only: a timer's microtasks are inside its TimerFire.
        if (PARTS.has(event.name) || RENDERING.has(event.name)) parts.set(partName(event), (parts.get(partName(event)) ?? 0) + event.dur / 1000);
      }
      const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return { atMs: (task.ts - navigation) / 1000, ms: task.dur / 1000, parts: largest };
    }),
  };
}

async function signIn(url) {
  const response = await fetch(`${url}/city/${city}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'demo@parking.test', password: 'demo2026' }),
  });
  return (await response.json()).id_session;
}

const server = await startServer({ requireWebDist: true, env: { LOG_LEVEL: 'silent' } });
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
try {
  const token = process.env.LONG_TASK_SIGNED_IN === '1' ? await signIn(server.url) : undefined;
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    // The city and the token are written from an address that loads no app code, so the run starts cold.
    await page.goto(`${server.url}/healthz`);
    await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => globalThis.localStorage.setItem(key, value)), {
      city,
      ...(token ? { [`${city}_standart`]: token } : {}),
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    if (inspectorOff) {
      // Puppeteer keeps both domains on in its own session of the page; no public call turns them off.
      await page._client().send('Runtime.disable');
      await page._client().send('Network.disable');
    }
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'] });
    // Without the Network domain Puppeteer cannot tell when the network is idle: a fixed wait instead.
    await page.goto(`${server.url}${pagePath}`, { waitUntil: inspectorOff ? 'load' : 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, inspectorOff ? 4000 : 1500));
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    await page.close();
    const { fcpMs, tasks } = longTasks(traceEvents);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms * SLOWDOWN - BLOCKING_MS), 0);
    console.log(
      `run ${run}: first contentful paint ${fcpMs.toFixed(0)} ms; ${tasks.length} tasks over ${BLOCKING_MS / SLOWDOWN} ms after it; blocking at ${SLOWDOWN}x ≈ ${blocking.toFixed(0)} ms`,
    );
    for (const task of tasks) {
      const parts = task.parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ');
      console.log(`  at ${task.atMs.toFixed(0).padStart(5)} ms  ${task.ms.toFixed(1).padStart(6)} ms  ${parts}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
