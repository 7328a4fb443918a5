import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real server, killed with SIGKILL while 50 provider payments complete at once, then started
 * again over the same PostgreSQL database while the provider re-sends its notices. Whatever the kill
 * cut short, each completion's transaction either committed whole or left nothing: balances equal
 * their ledgers, each paid payment is credited once, each paid start has its session and its debit.
 *
 * It needs a real PostgreSQL (a server process of its own and a database it can drop), so it runs
 * only with DATABASE_URL, in `npm test`'s PostgreSQL stage.
 */
const ADMIN_URL = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../..');
const SCHEMA = 'city_perm';
const API = '/city/perm/api';
const PAYMENTS = 50;
// A start migrates and seeds the fresh database: about 10 s on a quiet machine, several times that on a busy one.
const START_SECONDS = 90;

type Server = { url: string; child: ChildProcess };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** main.ts on a free port, one city (Perm) in a schema of the test's own database, demo data and the sandbox provider. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CITIES_FILE: path.join(dataDir, 'cities.json'),
      DEMO: '1',
      LOG_LEVEL: 'error',
      // Each request below names a client address of its own: the per-address limits are not what is tested.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within ${START_SECONDS} s`);
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

let address = 0;
/** A client address of its own for every request (see TRUST_PROXY above). */
const client = () => {
  address += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}` };
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function post<T>(server: Server, route: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`${server.url}${API}${route}`, { method: 'POST', headers: { ...FORM, ...client() }, body: new URLSearchParams(fields) });
  const body = (await response.json()) as T & { status?: string };
  if (!response.ok || body.status !== 'ok') throw new Error(`${route} answered ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The provider's notice that the payment of this sandbox page was paid, as the page's Pay button sends it. */
const notify = (server: Server, page: string) =>
  fetch(new URL(new URL(page, server.url).pathname, server.url), {
    method: 'POST',
    headers: { ...FORM, ...client() },
    body: 'action=pay',
    redirect: 'manual',
  });

describe.skipIf(!ADMIN_URL)('the server killed during 50 concurrent payment completions (PostgreSQL only: set DATABASE_URL)', () => {
  const databaseName = `city_parking_fault_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let dataDir = '';
  let server: Server | undefined;
  let db: pg.Client | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'city-parking-fault-'));
    // One city is enough, and starts twice as fast as all of them.
    const cities = JSON.parse(await readFile(path.join(root, 'config/cities.json'), 'utf8')) as { city: string }[];
    await writeFile(path.join(dataDir, 'cities.json'), JSON.stringify(cities.filter((city) => city.city === 'perm')));
  }, 30_000);

  afterAll(async () => {
    await db?.end();
    if (server) await kill(server.child, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }, 30_000);

  it(
    'leaves every balance equal to its ledger, every paid payment credited once and no session half made',
    async () => {
      server = await startServer(databaseUrl, dataDir);
      const tokens: string[] = [];
      for (const [login, password] of [
        ['demo@parking.test', 'demo2026'],
        ['ivanov@parking.test', 'ivanov2026'],
      ]) {
        tokens.push((await post<{ id_session: string }>(server, '/auth/login', { login: login!, password: password! })).id_session);
      }

      // Half top-ups, half paid starts (each its own plate, so that each can begin), over both drivers.
      const paymentIds: string[] = [];
      const pages: string[] = [];
      const plates: string[] = [];
      for (let i = 0; i < PAYMENTS; i += 1) {
        const Token = tokens[i % tokens.length]!;
        let redirect: string;
        if (i % 2 === 0) {
          ({ RedirectURL: redirect } = await post<{ RedirectURL: string }>(server, '/payment/refill', {
            Token,
            PaymentService: 'card',
            RefillAmount: String(100 + i),
          }));
        } else {
          const plate = `Т${String(i).padStart(3, '0')}ТТ159`;
          ({ RedirectURL: redirect } = await post<{ RedirectURL: string }>(server, '/payment/start', {
            Token,
            Zone: '101',
            Duration: '60',
            Vehicle: JSON.stringify({ Number: plate, Category: 'B', NumberFormat: 'rus' }),
            PaymentService: 'card',
          }));
          plates.push(plate);
        }
        pages.push(redirect);
        paymentIds.push(decodeURIComponent(redirect.split('/').pop()!));
      }
      expect(new Set(paymentIds).size).toBe(PAYMENTS);

      // All 50 notices at once; the kill comes as soon as the database holds the first completion.
      // Waiting for answers instead let it land late: the server commits faster than it answers
      // (47 of 50 had committed when the third answer arrived), and once all 50 have committed the
      // kill cuts nothing in the middle.
      db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${SCHEMA}` });
      await db.connect();
      const watcher = db;
      const countDone = async () =>
        Number(
          (await watcher.query<{ n: string }>(`select count(*) as n from provider_payment where id = any($1) and status = 'done'`, [paymentIds])).rows[0]!.n,
        );
      const notices = pages.map((page) =>
        notify(server!, page).then(
          (response) => response.status,
          () => 'cut',
        ),
      );
      let settled = false;
      void Promise.all(notices).finally(() => (settled = true));
      while (!settled && (await countDone()) === 0) await sleep(2);
      await kill(server.child, 'SIGKILL');
      const outcomes = await Promise.all(notices);

      const doneAtKill = await countDone();
      console.log(`killed with ${doneAtKill} of ${PAYMENTS} payments completed, ${outcomes.filter((outcome) => outcome === 'cut').length} notices cut off`);
      // The kill landed in the middle: some completions had committed, some had not.
      expect(outcomes.filter((outcome) => outcome === 'cut').length).toBeGreaterThan(0);
      expect(doneAtKill).toBeLessThan(PAYMENTS);
      await checkConsistency(db, paymentIds, plates);

      // Started again, the provider re-sends every notice (a real one retries until answered).
      server = await startServer(databaseUrl, dataDir);
      const again = await Promise.all(pages.map((page) => notify(server!, page)));
      expect(again.map((response) => response.status)).toEqual(paymentIds.map(() => 303));

      const statuses = await db.query<{ id: string; status: string }>(`select id, status from provider_payment where id = any($1)`, [paymentIds]);
      expect(statuses.rows.filter((row) => row.status !== 'done')).toEqual([]);
      await checkConsistency(db, paymentIds, plates);

      // Each paid start began exactly one session, on its own plate.
      const sessions = await db.query<{ plate: string; n: string }>(`select plate, count(*) as n from parking_session where plate = any($1) group by plate`, [
        plates,
      ]);
      expect(sessions.rows.length).toBe(PAYMENTS / 2);
      expect(sessions.rows.every((row) => Number(row.n) === 1)).toBe(true);
    },
    4 * START_SECONDS * 1000,
  );
});

/** The invariants that must hold whatever moment the server died at. */
async function checkConsistency(db: pg.Client, paymentIds: string[], plates: string[]) {
  // Every balance equals the sum of its ledger rows.
  const balances = await db.query<{ driver_id: number; balance: string; sum: string }>(
    `select a.driver_id, a.balance, coalesce((select sum(o.amount) from account_operation o where o.driver_id = a.driver_id), 0) as sum
       from account a`,
  );
  expect(balances.rows.length).toBeGreaterThan(0);
  expect(balances.rows.filter((row) => Number(row.balance) !== Number(row.sum))).toEqual([]);

  // A completed payment has exactly one credit, of its amount; one not completed has none.
  const credits = await db.query<{ id: string; status: string; amount: string; purpose: string; credits: string; credited: string | null }>(
    `select p.id, p.status, p.amount, p.purpose,
            (select count(*) from account_operation o where o.payment_id = p.id and o.amount > 0) as credits,
            (select sum(o.amount) from account_operation o where o.payment_id = p.id and o.amount > 0) as credited
       from provider_payment p where p.id = any($1)`,
    [paymentIds],
  );
  expect(credits.rows.length).toBe(paymentIds.length);
  for (const row of credits.rows) {
    if (row.status === 'done') {
      expect({ id: row.id, credits: Number(row.credits), credited: Number(row.credited) }).toEqual({ id: row.id, credits: 1, credited: Number(row.amount) });
    } else {
      expect({ id: row.id, status: row.status, credits: Number(row.credits) }).toEqual({ id: row.id, status: 'wait', credits: 0 });
    }
  }

  // A paid start is whole or absent: done with one session and one debit of its amount, or waiting with neither.
  const starts = await db.query<{ id: string; status: string; amount: string; debits: string; debited: string | null; sessions: string }>(
    `select p.id, p.status, p.amount,
            (select count(*) from account_operation o where o.payment_id = p.id and o.amount < 0 and o.session_id is not null) as debits,
            (select sum(o.amount) from account_operation o where o.payment_id = p.id and o.amount < 0) as debited,
            (select count(distinct o.session_id) from account_operation o join parking_session s on s.id = o.session_id where o.payment_id = p.id) as sessions
       from provider_payment p where p.id = any($1) and p.purpose = 'start'`,
    [paymentIds],
  );
  expect(starts.rows.length).toBe(paymentIds.length / 2);
  for (const row of starts.rows) {
    const whole = row.status === 'done' ? { debits: 1, debited: -Number(row.amount), sessions: 1 } : { debits: 0, debited: 0, sessions: 0 };
    expect({ id: row.id, debits: Number(row.debits), debited: Number(row.debited ?? 0), sessions: Number(row.sessions) }).toEqual({ id: row.id, ...whole });
  }

  // No session of the paid plates without the ledger debit that paid for it (the demo data's own sessions have none).
  const unpaid = await db.query(
    `select s.id from parking_session s
      where s.plate = any($1)
        and not exists (select 1 from account_operation o where o.idempotency_key = 'session:' || s.id and o.amount = -s.paid and s.paid > 0)`,
    [plates],
  );
  expect(unpaid.rows).toEqual([]);
}
