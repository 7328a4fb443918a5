#!/usr/bin/env node
// `npm run bench`: throughput and latency of the public read calls on a fresh demo server.
// Results go to bench/results/http.json; see bench/README.md for how to read them.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../e2e/fixtures/start-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const calls = [
  ['site options (v3)', '/city/perm/api/info/get-options-info-v3'],
  ['news page', '/city/perm/api/news?limit=10&offset=0'],
  ['news item', '/city/perm/api/news/get-one?id=1'],
  ['content page', '/city/perm/api/pages/get-by-path?path=personal-data-rules'],
  ['SMS commands', '/city/rostov/api/sms-commands'],
  ['notification popup', '/city/perm/api/notification/popup'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(url) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50ms: Number(percentile(latencies, 50).toFixed(2)),
    p95ms: Number(percentile(latencies, 95).toFixed(2)),
    p99ms: Number(percentile(latencies, 99).toFixed(2)),
  };
}

const server = await startServer({ requireWebDist: false, env: { LOG_LEVEL: 'silent' } });
try {
  const results = [];
  console.log(`${CONNECTIONS} connections, ${DURATION_MS / 1000} s per call, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  console.log('call                  req/s   p50 ms   p95 ms   p99 ms  errors');
  for (const [name, pathname] of calls) {
    // A first pass warms the JIT, the query plans and the connection pool; it is not reported.
    await load(`${server.url}${pathname}`);
    const result = { name, path: pathname, ...(await load(`${server.url}${pathname}`)) };
    results.push(result);
    console.log(
      `${name.padEnd(20)} ${String(result.requestsPerSecond).padStart(6)} ${result.p50ms.toFixed(2).padStart(8)} ${result.p95ms.toFixed(2).padStart(8)} ${result.p99ms.toFixed(2).padStart(8)} ${String(result.errors).padStart(7)}`,
    );
  }
  const file = path.join(root, 'bench/results/http.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ connections: CONNECTIONS, secondsPerCall: DURATION_MS / 1000, cpus: os.cpus().length, node: process.version, database: 'PGlite', results }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
