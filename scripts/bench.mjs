#!/usr/bin/env node
// `npm run bench`: throughput and latency of the map, the payment cost call and the public read
// calls on a fresh demo server, next to a bare Fastify route as the ceiling of the machine.
// Every figure comes from autocannon. Results go to bench/results/http.json; see bench/README.md.
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serverPid } from './lib/server-pid.mjs';
import { throwAwayDatabase } from './lib/throw-away-database.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The bare route runs on the Fastify the server itself uses.
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));

if (process.argv[2] === '--bare-fastify') {
  await serveBareFastify();
} else {
  await main();
}

/** The ceiling: one route answering {"status":"ok"}, in a process of its own like the real server. */
async function serveBareFastify() {
  const Fastify = requireFromServer('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stop = () => app.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  process.send({ port: app.server.address().port });
}

function startBareFastify() {
  const child = fork(fileURLToPath(import.meta.url), ['--bare-fastify'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare Fastify process exited during start-up (code ${code})`)));
    child.once('message', ({ port }) => {
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** CPU seconds used so far by a process of this machine (Linux /proc), or null where that cannot be read. */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    return (utime + stime) / 100; // USER_HZ, 100 on Linux
  } catch {
    return null;
  }
}

/** CPU seconds that all processes of the machine have used so far, all cores together (Linux /proc), or null. */
function machineCpuSeconds() {
  try {
    const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (user + nice + system) / 100;
  } catch {
    return null;
  }
}

async function main() {
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
  if (!(SECONDS > 0) || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) {
    throw new Error('BENCH_SECONDS must be a positive number and BENCH_CONNECTIONS a positive integer');
  }
  const autocannonVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/autocannon/package.json'), 'utf8')).version;
  const fastifyVersion = requireFromServer('fastify/package.json').version;

  const okJson = (body) => body.startsWith('{"status":"ok"');
  const form = (fields) => new URLSearchParams(fields).toString();
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  // The map answer varies by language; every map request names the same one.
  const RU = { 'accept-language': 'ru' };
  const MAP = '/city/perm/api/info/get-map-info/v3';
  const COST = '/city/perm/api/payment/cost';

  /**
   * One request of a call, sent by autocannon itself so that the check sees exactly what is measured.
   * @returns {Promise<{ status: number, body: string, headers: Record<string, string> }>}
   */
  async function probe(call) {
    let seen;
    const result = await autocannon({
      url: call.base,
      connections: 1,
      amount: 1,
      requests: [{ ...request(call), onResponse: (status, body, _context, headers) => (seen = { status, body: String(body), headers }) }],
    });
    if (!seen) throw new Error(`${call.name}: no answer (${result.errors} socket errors)`);
    return seen;
  }

  function request(call) {
    return { method: call.method ?? 'GET', path: call.path, headers: call.headers ?? {}, ...(call.body === undefined ? {} : { body: call.body }) };
  }

  /** Fails unless the call answers what the benchmark expects: a benchmark of error answers is worthless. */
  async function verify(call) {
    const answer = await probe(call);
    if (answer.status !== call.expectStatus || !call.check(answer.body)) {
      throw new Error(
        `${call.name} (${call.method ?? 'GET'} ${call.path}) answered ${answer.status} ${answer.body.slice(0, 200)}; expected ${call.expectStatus} with a good body`,
      );
    }
    return answer;
  }

  /** `CONNECTIONS` keep-alive connections for `SECONDS`, each sending the call again as soon as it is answered. */
  async function load(call, { record }) {
    const latencies = [];
    let bytes = 0;
    const statuses = {};
    let badBodies = 0;
    const instance = autocannon({
      url: call.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          ...request(call),
          // Status and body of each answer arrive together here; only a good body with the expected status counts as a success.
          onResponse: (status, body) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status === call.expectStatus && !call.check(String(body))) badBodies += 1;
          },
        },
      ],
    });
    // autocannon's own histogram keeps whole milliseconds and 2xx answers only; its per-answer timing is finer.
    if (record) {
      instance.on('response', (_client, _status, answerBytes, ms) => {
        latencies.push(ms);
        bytes += answerBytes;
      });
    }
    const cpuBefore = { generator: process.cpuUsage(), target: cpuSecondsOf(call.pid), machine: machineCpuSeconds(), at: performance.now() };
    const result = await instance;
    if (!record) return null;
    const wall = (performance.now() - cpuBefore.at) / 1000;
    const generatorCpu = process.cpuUsage(cpuBefore.generator);
    const targetCpu = cpuSecondsOf(call.pid);
    const machineCpu = machineCpuSeconds();
    const percentOfCore = (seconds) => Math.round((seconds / wall) * 100);
    const generatorPercent = percentOfCore((generatorCpu.user + generatorCpu.system) / 1e6);
    const targetPercent = targetCpu === null || cpuBefore.target === null ? null : percentOfCore(targetCpu - cpuBefore.target);
    const machinePercent = machineCpu === null || cpuBefore.machine === null ? null : percentOfCore(machineCpu - cpuBefore.machine);
    latencies.sort((a, b) => a - b);
    const answers = latencies.length;
    const unexpected = answers - (statuses[call.expectStatus] ?? 0);
    const at = (p) => Number((latencies[Math.min(answers - 1, Math.floor((p / 100) * answers))] ?? 0).toFixed(2));
    return {
      name: call.name,
      method: call.method ?? 'GET',
      path: call.path,
      expectedStatus: call.expectStatus,
      seconds: result.duration,
      requests: answers,
      requestsPerSecond: Math.round(answers / result.duration),
      p50ms: at(50),
      p95ms: at(95),
      p99ms: at(99),
      maxms: Number((latencies.at(-1) ?? 0).toFixed(2)),
      bytesPerAnswer: answers ? Math.round(bytes / answers) : 0,
      errors: result.errors + unexpected + badBodies,
      errorDetail: { socketErrors: result.errors - result.timeouts, timeouts: result.timeouts, unexpectedStatus: unexpected, badBodies },
      statusCodes: statuses,
      // Share of one core used while measured: near 100 % means that side was the bottleneck.
      // `otherProcesses` is whatever else ran on the machine meanwhile; above a few % the figures are disturbed.
      cpuPercent: {
        loadGenerator: generatorPercent,
        target: targetPercent,
        otherProcesses: machinePercent === null || targetPercent === null ? null : Math.max(0, machinePercent - generatorPercent - targetPercent),
      },
    };
  }

  // BENCH_DATABASE_URL: the same run on PostgreSQL, in a database made for it and dropped after.
  const postgres = process.env.BENCH_DATABASE_URL ? await throwAwayDatabase(process.env.BENCH_DATABASE_URL) : null;
  const { startServer } = await import('../e2e/fixtures/start-server.mjs');
  const serverEnv = {
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (scripts/cpu-profile-summary.mjs reads it).
  const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const started = await Promise.allSettled([startBareFastify(), startServer({ requireWebDist: false, env: serverEnv, nodeArgs })]);
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((outcome) => outcome.status === 'fulfilled' && outcome.value.stop()));
    await postgres?.drop();
    throw failed.reason;
  }
  const [bare, server] = started.map((outcome) => outcome.value);
  try {
    const pid = serverPid();
    const login = await fetch(`${server.url}/city/perm/api/auth/login`, {
      method: 'POST',
      headers: FORM,
      body: form({ login: 'demo@parking.test', password: 'demo2026' }),
    }).then((response) => response.json());
    if (login.status !== 'ok') throw new Error(`login as the demo driver failed: ${JSON.stringify(login)}`);

    // Each call names where it is sent and which process answers it (for the CPU figures).
    const onServer = (call) => ({ base: server.url, pid, ...call });
    const mapFull = onServer({ name: 'map info v3, full', path: MAP, headers: RU, expectStatus: 200, check: okJson });
    const { headers: mapHeaders } = await verify(mapFull);
    if (!mapHeaders.etag) throw new Error(`${MAP} answered without an ETag`);

    const calls = [
      { base: bare.url, pid: bare.pid, name: 'bare Fastify (ceiling)', path: '/', expectStatus: 200, check: (body) => body === '{"status":"ok"}' },
      mapFull,
      // What a browser receives: the same answer compressed once when the map is built; brotli
      // where the browser offers it (over HTTPS), gzip otherwise.
      onServer({ name: 'map info v3, gzip', path: MAP, headers: { ...RU, 'accept-encoding': 'gzip' }, expectStatus: 200, check: (body) => body.length > 0 }),
      onServer({
        name: 'map info v3, br',
        path: MAP,
        headers: { ...RU, 'accept-encoding': 'gzip, deflate, br, zstd' },
        expectStatus: 200,
        check: (body) => body.length > 0,
      }),
      onServer({ name: 'map info v3, 304', path: MAP, headers: { ...RU, 'if-none-match': mapHeaders.etag }, expectStatus: 304, check: (body) => body === '' }),
      onServer({
        name: 'payment cost',
        method: 'POST',
        path: COST,
        headers: FORM,
        body: form({ Token: login.id_session, Zone: '101', Duration: '60', Vehicle: JSON.stringify({ Number: 'А123ВС159' }) }),
        expectStatus: 200,
        check: okJson,
      }),
      onServer({ name: 'site options (v3)', path: '/city/perm/api/info/get-options-info-v3', expectStatus: 200, check: okJson }),
      onServer({ name: 'news page', path: '/city/perm/api/news?limit=10&offset=0', expectStatus: 200, check: okJson }),
      onServer({ name: 'news item', path: '/city/perm/api/news/get-one?id=1', expectStatus: 200, check: okJson }),
      onServer({ name: 'content page', path: '/city/perm/api/pages/get-by-path?path=personal-data-rules', expectStatus: 200, check: okJson }),
      onServer({ name: 'SMS commands', path: '/city/rostov/api/sms-commands', expectStatus: 200, check: okJson }),
      onServer({ name: 'notification popup', path: '/city/perm/api/notification/popup', expectStatus: 200, check: okJson }),
    ];
    // BENCH_ONLY=<name>,<name>: measure only the rows whose names contain one of these (the bare route always).
    const only = process.env.BENCH_ONLY?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (only) calls.splice(1, calls.length, ...calls.slice(1).filter((call) => only.some((part) => call.name.includes(part))));
    // Every call is checked before any is measured.
    for (const call of calls) await verify(call);

    console.log(
      `autocannon ${autocannonVersion}, ${CONNECTIONS} connections, ${SECONDS} s per call after a ${SECONDS} s warm-up, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    console.log('call                        status   req/s   p50 ms   p95 ms   p99 ms  errors  vs bare  per srv core  CPU % gen/srv/other');
    const results = [];
    for (const call of calls) {
      // A first pass warms the JIT, the query plans and the connections; it is not reported.
      await load(call, { record: false });
      const result = await load(call, { record: true });
      result.ratioToBare = Number((result.requestsPerSecond / (results[0]?.requestsPerSecond ?? result.requestsPerSecond)).toFixed(3));
      // Answers per second per core the server used, against the bare route's: the server's own
      // cost where the load generator is the bottleneck (a compressed map costs autocannon more
      // than it costs the server, since autocannon decodes every body into a string).
      const perServerCore = (r) => (r.cpuPercent.target ? r.requestsPerSecond / r.cpuPercent.target : null);
      const bareRate = perServerCore(results[0] ?? result);
      result.ratioToBarePerServerCore = bareRate && perServerCore(result) ? Number((perServerCore(result) / bareRate).toFixed(3)) : null;
      results.push(result);
      console.log(
        `${result.name.padEnd(26)} ${String(result.expectedStatus).padStart(7)} ${String(result.requestsPerSecond).padStart(7)} ${result.p50ms.toFixed(2).padStart(8)} ${result.p95ms.toFixed(2).padStart(8)} ${result.p99ms.toFixed(2).padStart(8)} ${String(result.errors).padStart(7)} ${result.ratioToBare.toFixed(3).padStart(8)} ${(result.ratioToBarePerServerCore?.toFixed(3) ?? '-').padStart(13)} ${String(result.cpuPercent.loadGenerator).padStart(7)}/${result.cpuPercent.target ?? '-'}/${result.cpuPercent.otherProcesses ?? '-'}`,
      );
    }
    const disturbed = results.filter((result) => (result.cpuPercent.otherProcesses ?? 0) > 10).map((result) => result.name);
    if (disturbed.length) console.log(`\nother processes used more than 10 % of a core during: ${disturbed.join(', ')}; run again on a quiet machine`);
    const file = path.join(root, postgres ? 'bench/results/http-postgres.json' : 'bench/results/http.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const report = {
      tool: `autocannon ${autocannonVersion}`,
      ceiling: `bare Fastify ${fastifyVersion}, GET / answering {"status":"ok"}, in its own process`,
      connections: CONNECTIONS,
      secondsPerCall: SECONDS,
      warmUpSecondsPerCall: SECONDS,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      database: postgres ? postgres.version : 'PGlite',
      results,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(root, file)}`);
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
    await postgres?.drop();
  }
}
