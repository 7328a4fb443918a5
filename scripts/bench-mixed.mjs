#!/usr/bin/env node
// `npm run bench:mixed`: a fresh demo server held under a steady mix of what drivers do (the map, the
// site options, the cost call, a start followed by its cancel, history pages) for
// BENCH_MIXED_SECONDS, each call kind at a fixed rate whatever the answers take (an open loop, as
// real visitors arrive). It reports p50/p95/p99 per call kind, every error (there must be none: a
// start refused for lack of money counts too, so the drivers are topped up first), and the server's
// memory before, every 10 s and after, to show it does not grow. Results go to
// bench/results/mixed.json (mixed-postgres.json with BENCH_DATABASE_URL); see bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serverPid } from './lib/server-pid.mjs';
import { throwAwayDatabase } from './lib/throw-away-database.mjs';

const root = path.resolve(import.meta.dirname, '..');

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 180);
const WARM_UP_SECONDS = Number(process.env.BENCH_MIXED_WARM_UP_SECONDS ?? 15);
const SAMPLE_SECONDS = 10;
/** Requests per second of each call kind; a cancel follows every start, so cancels run at the start rate. */
const RATES = { map: 20, options: 10, cost: 10, history: 5, start: 1, ...parseRates(process.env.BENCH_MIXED_RATES) };
if (!(SECONDS > 0) || !(WARM_UP_SECONDS >= 0)) throw new Error('BENCH_MIXED_SECONDS must be a positive number');

/** `map=20,start=2`: rates that replace the defaults. */
function parseRates(text) {
  if (!text) return {};
  return Object.fromEntries(
    text.split(',').map((part) => {
      const [kind, rate] = part.split('=');
      if (!kind || !(Number(rate) > 0)) throw new Error(`BENCH_MIXED_RATES: "${part}" is not kind=requests-per-second`);
      return [kind.trim(), Number(rate)];
    }),
  );
}

const CITY = '/city/perm/api';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields) => new URLSearchParams(fields).toString();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));

/** The server's resident memory (/proc) and its heap after a collection (written by bench-memory-probe.mjs). */
function memoryOf(pid, probeFile, startedAt) {
  let rssMb = null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) rssMb = Number((Number(kb) / 1024).toFixed(1));
  } catch {
    // No /proc here.
  }
  let heap = {};
  try {
    const probe = JSON.parse(readFileSync(probeFile, 'utf8'));
    heap = {
      heapUsedMb: mb(probe.heapUsed),
      heapTotalMb: mb(probe.heapTotal),
      externalMb: mb(probe.external),
      heapSampledSecondsAgo: Math.round((Date.now() - probe.at) / 1000),
    };
  } catch {
    // Not written yet.
  }
  return { second: Math.round((performance.now() - startedAt) / 1000), rssMb, ...heap };
}

/** An address of its own for every request: the server trusts the loopback proxy (start-server.mjs), and per-address limits are not what is measured. */
let addresses = 0;
const clientAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function call(base, { method = 'GET', path: route, headers = {}, body }) {
  const response = await fetch(`${base}${route}`, { method, headers: { 'x-forwarded-for': clientAddress(), ...headers }, body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

async function main() {
  const postgres = process.env.BENCH_DATABASE_URL ? await throwAwayDatabase(process.env.BENCH_DATABASE_URL) : null;
  const { startServer } = await import('../e2e/fixtures/start-server.mjs');
  const probeFile = path.join(os.tmpdir(), `city-parking-memory-${randomBytes(4).toString('hex')}.json`);
  const citiesFile = path.join(os.tmpdir(), `city-parking-cities-${randomBytes(4).toString('hex')}.json`);
  const cities = JSON.parse(readFileSync(path.join(root, 'config/cities.json'), 'utf8'));
  writeFileSync(citiesFile, JSON.stringify(cities.filter((city) => city.city === 'perm')));
  let server;
  try {
    server = await startServer({
      requireWebDist: false,
      // A first start migrates and seeds the database; on a machine busy with other work that takes minutes.
      timeoutMs: 300_000,
      env: {
        LOG_LEVEL: 'warn',
        // The load is Perm's alone: the other cities would only lengthen the start.
        CITIES_FILE: citiesFile,
        BENCH_MEMORY_FILE: probeFile,
        BENCH_MEMORY_EVERY_MS: String(SAMPLE_SECONDS * 1000),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      nodeArgs: ['--expose-gc', '--import', pathToFileURL(path.join(root, 'scripts/bench-memory-probe.mjs')).href],
    });
  } catch (error) {
    await postgres?.drop();
    rmSync(citiesFile, { force: true });
    throw error;
  }
  try {
    await run(server.url, serverPid(), probeFile, postgres);
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(probeFile, { force: true });
    rmSync(citiesFile, { force: true });
  }
}

async function run(base, pid, probeFile, postgres) {
  // The demo drivers, topped up through the sandbox provider as a person would, enough for every
  // start of the run even if no cancel returned anything.
  const drivers = [];
  for (const [login, password] of [
    ['demo@parking.test', 'demo2026'],
    ['ivanov@parking.test', 'ivanov2026'],
  ]) {
    const answer = JSON.parse((await call(base, { method: 'POST', path: `${CITY}/auth/login`, headers: FORM, body: form({ login, password }) })).text);
    if (answer.status !== 'ok') throw new Error(`login as ${login} failed: ${JSON.stringify(answer)}`);
    drivers.push({ login, token: answer.id_session });
  }
  const startPrice = 6_000; // kopecks: an hour in zone 101
  const needed = Math.ceil(((SECONDS + WARM_UP_SECONDS) * RATES.start * startPrice) / drivers.length);
  for (const driver of drivers) {
    for (let funded = 0; funded < needed; funded += 1_500_000) {
      const refill = JSON.parse(
        (
          await call(base, {
            method: 'POST',
            path: `${CITY}/payment/refill`,
            headers: FORM,
            body: form({ Token: driver.token, PaymentService: 'card', RefillAmount: '15000' }),
          })
        ).text,
      );
      if (refill.status !== 'ok') throw new Error(`top-up of ${driver.login} failed: ${JSON.stringify(refill)}`);
      const paid = await call(base, { method: 'POST', path: new URL(refill.RedirectURL, base).pathname, headers: FORM, body: 'action=pay' });
      if (paid.status !== 303) throw new Error(`the sandbox did not take the top-up of ${driver.login}: ${paid.status} ${paid.text.slice(0, 200)}`);
    }
  }

  const okJson = (text) => text.startsWith('{"status":"ok"');
  let turn = 0;
  const nextDriver = () => drivers[turn++ % drivers.length];
  // Starts take turns of their own: on the shared turn, 16 calls a second put every start on the
  // same driver, at exactly the per-token limit of 60 starts a minute.
  let startTurn = 0;
  const nextStarter = () => drivers[startTurn++ % drivers.length];
  let plates = 0;
  // A plate per start, never one still parked: each start's cancel follows it before the number comes round again.
  const nextPlate = () => `М${String((plates++ % 900) + 100)}РР159`;

  /** Each kind: what one request sends, and whether its answer is a success. */
  const kinds = {
    map: () => ({ path: `${CITY}/info/get-map-info/v3`, headers: { 'accept-language': 'ru', 'accept-encoding': 'gzip' } }),
    options: () => ({ path: `${CITY}/info/get-options-info-v3` }),
    cost: () => ({
      method: 'POST',
      path: `${CITY}/payment/cost`,
      headers: FORM,
      body: form({ Token: nextDriver().token, Zone: '101', Duration: '60', Vehicle: JSON.stringify({ Number: 'А123ВС159' }) }),
    }),
    history: () => ({ path: `${CITY}/profile/get-operations-v2?token=${encodeURIComponent(nextDriver().token)}` }),
    start: () => {
      const driver = nextStarter();
      return {
        method: 'POST',
        path: `${CITY}/payment/start`,
        headers: FORM,
        body: form({
          Token: driver.token,
          Zone: '101',
          Duration: '60',
          Vehicle: JSON.stringify({ Number: nextPlate(), Category: 'B', NumberFormat: 'rus' }),
          PaymentService: 'balance',
        }),
        driver,
      };
    },
  };

  const stats = {};
  const statOf = (kind) => (stats[kind] ??= { latencies: [], errors: 0, statusCodes: {}, firstErrors: [] });
  let recording = false;
  const inFlight = new Set();

  function record(kind, started, outcome) {
    if (!recording) return;
    const stat = statOf(kind);
    stat.latencies.push(performance.now() - started);
    if (outcome.status !== undefined) stat.statusCodes[outcome.status] = (stat.statusCodes[outcome.status] ?? 0) + 1;
    if (!outcome.ok) {
      stat.errors += 1;
      if (stat.firstErrors.length < 5) stat.firstErrors.push(outcome.detail);
    }
  }

  async function fire(kind) {
    const request = kinds[kind]();
    const started = performance.now();
    let answer;
    try {
      answer = await call(base, request);
    } catch (error) {
      record(kind, started, { ok: false, detail: String(error) });
      return;
    }
    const ok = answer.status === 200 && (kind === 'map' ? answer.text.length > 0 : okJson(answer.text));
    record(kind, started, { ok, status: answer.status, detail: `${answer.status} ${answer.text.slice(0, 200)}` });
    if (kind !== 'start' || !ok) return;
    // The session just started is cancelled at once: its unused time goes back to the balance.
    const { sessionId } = JSON.parse(answer.text);
    const cancelStarted = performance.now();
    try {
      const cancel = await call(base, {
        method: 'POST',
        path: `${CITY}/payment/cancel`,
        headers: FORM,
        body: form({ Token: request.driver.token, ReservationId: String(sessionId) }),
      });
      record('cancel', cancelStarted, {
        ok: cancel.status === 200 && okJson(cancel.text),
        status: cancel.status,
        detail: `${cancel.status} ${cancel.text.slice(0, 200)}`,
      });
    } catch (error) {
      record('cancel', cancelStarted, { ok: false, detail: String(error) });
    }
  }

  /** Every kind at its rate, each request sent on time whether or not the earlier ones have been answered. */
  async function hold(seconds) {
    const startedAt = performance.now();
    const end = startedAt + seconds * 1000;
    const sent = Object.fromEntries(Object.keys(RATES).map((kind) => [kind, 0]));
    while (performance.now() < end) {
      const elapsed = (performance.now() - startedAt) / 1000;
      for (const [kind, rate] of Object.entries(RATES)) {
        while (sent[kind] < Math.floor(elapsed * rate) + 1) {
          sent[kind] += 1;
          const pending = fire(kind);
          inFlight.add(pending);
          pending.finally(() => inFlight.delete(pending));
        }
      }
      await sleep(5);
    }
    await Promise.all(inFlight);
  }

  const clock = performance.now();
  const memory = { beforeWarmUp: memoryOf(pid, probeFile, clock) };
  console.log(
    `mixed load: ${Object.entries(RATES)
      .map(([kind, rate]) => `${kind} ${rate}/s`)
      .join(', ')} (a cancel after every start), ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up`,
  );
  await hold(WARM_UP_SECONDS);
  // The probe writes every SAMPLE_SECONDS; wait for a fresh one so the first figure is after the warm-up.
  await sleep(SAMPLE_SECONDS * 1000 + 500);
  memory.start = memoryOf(pid, probeFile, clock);
  console.log(`memory at the start: RSS ${memory.start.rssMb} MB, heap ${memory.start.heapUsedMb} MB`);
  const samples = [memory.start];
  recording = true;
  const sampler = setInterval(() => {
    const sample = memoryOf(pid, probeFile, clock);
    samples.push(sample);
    console.log(`  ${String(sample.second).padStart(4)} s  RSS ${sample.rssMb} MB, heap ${sample.heapUsedMb} MB`);
  }, SAMPLE_SECONDS * 1000);
  const loadStarted = performance.now();
  await hold(SECONDS);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  recording = false;
  clearInterval(sampler);
  await sleep(SAMPLE_SECONDS * 1000 + 500);
  memory.end = memoryOf(pid, probeFile, clock);
  samples.push(memory.end);

  const results = Object.entries(stats).map(([kind, stat]) => {
    const sorted = stat.latencies.sort((a, b) => a - b);
    const at = (p) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
    return {
      kind,
      requests: sorted.length,
      requestsPerSecond: Number((sorted.length / loadSeconds).toFixed(1)),
      p50ms: at(50),
      p95ms: at(95),
      p99ms: at(99),
      maxms: Number((sorted.at(-1) ?? 0).toFixed(2)),
      errors: stat.errors,
      statusCodes: stat.statusCodes,
      ...(stat.firstErrors.length ? { firstErrors: stat.firstErrors } : {}),
    };
  });
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const growth = {
    rssMb: Number((memory.end.rssMb - memory.start.rssMb).toFixed(1)),
    heapUsedMb: Number((memory.end.heapUsedMb - memory.start.heapUsedMb).toFixed(1)),
  };

  console.log('\ncall         req/s   p50 ms   p95 ms   p99 ms   max ms  errors');
  for (const result of results) {
    console.log(
      `${result.kind.padEnd(10)} ${String(result.requestsPerSecond).padStart(7)} ${result.p50ms.toFixed(2).padStart(8)} ${result.p95ms.toFixed(2).padStart(8)} ${result.p99ms.toFixed(2).padStart(8)} ${result.maxms.toFixed(2).padStart(8)} ${String(result.errors).padStart(7)}`,
    );
  }
  console.log(
    `\nmemory: RSS ${memory.start.rssMb} → ${memory.end.rssMb} MB (${growth.rssMb >= 0 ? '+' : ''}${growth.rssMb}), heap after GC ${memory.start.heapUsedMb} → ${memory.end.heapUsedMb} MB (${growth.heapUsedMb >= 0 ? '+' : ''}${growth.heapUsedMb})`,
  );
  for (const result of results) if (result.firstErrors) console.log(`${result.kind} errors, first ones: ${result.firstErrors.join(' | ')}`);

  const file = path.join(root, postgres ? 'bench/results/mixed-postgres.json' : 'bench/results/mixed.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    ratesPerSecond: RATES,
    seconds: Number(loadSeconds.toFixed(1)),
    warmUpSeconds: WARM_UP_SECONDS,
    drivers: drivers.length,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtEnd: os.loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
    database: postgres ? postgres.version : 'PGlite',
    errors,
    results,
    memory: { beforeWarmUp: memory.beforeWarmUp, start: memory.start, end: memory.end, growth, samples },
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, file)}`);
  if (errors > 0) {
    console.error(`${errors} errors under load`);
    process.exitCode = 1;
  }
}

await main();
