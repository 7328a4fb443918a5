import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type OpenDatabase } from '../../src/db/create-database.ts';
import type { Database } from '../../src/db/schema.ts';
import { cronOf } from '../../src/jobs/job-cron.ts';
import { jobQueueDb } from '../../src/jobs/job-queue-db.ts';
import { attachJobRunner, jobQueueSchema, queueName, type JobQueueOptions } from '../../src/jobs/job-runner.ts';
import { scheduleJobs, type Job } from '../../src/jobs/schedule-job.ts';
import { createTestCity, underSchemaLock, type TestCity } from '../helpers/create-test-city.ts';

/** Polls and schedule checks within a second, so a test sees a run at once. */
const FAST: JobQueueOptions = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(200);
  }
}

/** A queue's job: the queue's name with its slashes as colons (see queueName). */
const jobOf = (queue: string) => queue.replaceAll('/', ':');

/** The names of the jobs with a run in this state, read from pg-boss's tables (without its own queue). */
async function queueJobs(db: Kysely<Database>, state: string): Promise<string[]> {
  const schema = await jobQueueSchema(db);
  const { rows } = await sql<{
    name: string;
  }>`select distinct name from ${sql.table(`${schema}.job`)} where state = ${state}::${sql.raw(schema)}.job_state and name not like '\\_\\_pgboss%'`.execute(
    db,
  );
  return rows.map((r) => jobOf(r.name)).sort();
}

async function schedules(db: Kysely<Database>): Promise<Record<string, string>> {
  const schema = await jobQueueSchema(db);
  const { rows } = await sql<{ name: string; cron: string }>`select name, cron from ${sql.table(`${schema}.schedule`)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [jobOf(r.name), r.cron]));
}

/** A server process stand-in: its own app, its own pool, the city's job runner with the given jobs. */
async function startApp(db: Kysely<Database>, jobs: Job[], log?: Writable, options: JobQueueOptions = FAST): Promise<FastifyInstance> {
  const app = Fastify({ logger: log ? { level: 'error', stream: log } : false });
  attachJobRunner(app, db, options);
  scheduleJobs(app, jobs);
  await app.ready();
  return app;
}

/**
 * Two connections to one database, as two server processes have: two pools on one PostgreSQL
 * schema, or, on PGlite, the one embedded database shared by two apps.
 */
async function openShared(): Promise<{ first: Kysely<Database>; second: Kysely<Database>; close(): Promise<void> }> {
  if (!url) {
    const only = await createDatabase({ kind: 'pglite' });
    return { first: only.db, second: only.db, close: only.close };
  }
  const schema = `test_jobs_${randomBytes(6).toString('hex')}`;
  const opened: OpenDatabase[] = [await createDatabase({ kind: 'postgres', url, schema }), await createDatabase({ kind: 'postgres', url, schema })];
  return {
    first: opened[0]!.db,
    second: opened[1]!.db,
    async close() {
      for (const db of opened) await db.close();
      // Under the lock other files migrate under: a schema dropped while one lists the catalogue fails it.
      await underSchemaLock(url, (admin) => admin.query(`drop schema if exists ${schema}, ${schema}_pgboss cascade`));
    },
  };
}

describe('cronOf', () => {
  it('marks the periods cron can say on the clock and leaves the rest to the period slots', () => {
    expect(cronOf(60_000)).toBe('* * * * *');
    expect(cronOf(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronOf(60 * 60_000)).toBe('0 * * * *');
    expect(cronOf(6 * 60 * 60_000)).toBe('0 */6 * * *');
    expect(cronOf(24 * 60 * 60_000)).toBe('0 0 * * *');
    for (const ms of [30_000, 90_000, 7 * 60_000, 90 * 60_000, 5 * 60 * 60_000, 48 * 60 * 60_000, 0]) expect(cronOf(ms)).toBeNull();
  });
});

describe.each([
  {
    demo: true,
    expected: ['fiscal:retry', 'flat:demo-tickets', 'payment-documents:expire', 'payments:expire', 'payments:refunds', 'retention', 'statements:monthly-mails'],
  },
  {
    demo: false,
    expected: ['fiscal:retry', 'payment-documents:expire', 'payments:confirm', 'payments:expire', 'payments:refunds', 'retention', 'statements:monthly-mails'],
  },
])('a city app (demo $demo)', ({ demo, expected }) => {
  let city: TestCity;
  beforeAll(async () => {
    city = await createTestCity({ demo, jobQueue: FAST });
  });
  afterAll(async () => {
    await city.close();
  });

  it('schedules every job of the city on its queue', async () => {
    const cron = await schedules(city.db);
    expect(Object.keys(cron).sort()).toEqual(expected);
    expect(cron['retention']).toBe('0 * * * *');
    expect(cron['payments:expire']).toBe('* * * * *');
    expect(cron['payment-documents:expire']).toBe('*/5 * * * *');
  });

  it('runs every job (the minute ones at once, the others when a run is queued) and keeps its tables', async () => {
    // Jobs whose period cron cannot say (the 30-second notifications) have no schedule but run all the same.
    const all = [...expected, 'parking-notifications'].sort();
    const schema = await jobQueueSchema(city.db);
    // Another process's view of the same queue: it only sends.
    const queueDb = jobQueueDb(city.db);
    const sender = new PgBoss({ db: queueDb, schema, migrate: false, supervise: false, schedule: false, registerInstance: false });
    await sender.start();
    try {
      for (const name of all) await sender.send(queueName(name), {});
      await waitFor(async () => (await queueJobs(city.db, 'completed')).length === all.length);
      expect(await queueJobs(city.db, 'completed')).toEqual(all);
      expect(await queueJobs(city.db, 'failed')).toEqual([]);
      // pg-boss's upkeep (expiry, deletion) runs as scripts in a transaction of their own.
      await sender.supervise();
    } finally {
      await sender.stop({ graceful: false, close: false });
      await queueDb.close();
    }
  });
});

describe('two server processes on one database', () => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  beforeAll(async () => {
    shared = await openShared();
    await sql`create table job_run (job text not null, at timestamptz not null default now())`.execute(shared.first);
  });
  afterAll(async () => {
    await shared.close();
  });

  const counting = (name: string, everyMs: number): Job => ({
    name,
    everyMs,
    run: async () => void (await sql`insert into job_run (job) values (${name})`.execute(shared.first)),
  });
  const runs = async (name: string) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from job_run where job = ${name}`.execute(shared.first);
    return rows[0]?.n ?? 0;
  };

  it('run a minute job once between them', async () => {
    // Clear of a minute's mark, so the window holds one period.
    if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const first = await startApp(shared.first, [counting('test:minute', 60_000)]);
    const second = await startApp(shared.second, [counting('test:minute', 60_000)]);
    try {
      await waitFor(async () => (await runs('test:minute')) > 0);
      // Both processes have checked the schedule a few times by now.
      await sleep(4000);
      expect(await runs('test:minute')).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('run a job of a period cron cannot say once per period between them', async () => {
    const started = Date.now();
    const first = await startApp(shared.first, [counting('test:two-seconds', 2000)]);
    const second = await startApp(shared.second, [counting('test:two-seconds', 2000)]);
    try {
      await sleep(7000);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const periods = Math.ceil((Date.now() - started) / 2000) + 1;
    const count = await runs('test:two-seconds');
    expect(count).toBeGreaterThanOrEqual(2);
    // Each process offers a run every period: without the slots there would be about twice as many.
    expect(count).toBeLessThanOrEqual(periods);
  });
});

describe('a queue schema pg-boss 10 left', () => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  beforeAll(async () => {
    shared = await openShared();
  });
  afterAll(async () => {
    await shared.close();
  });

  it('is dropped and made anew when two processes start together, and the jobs run', async () => {
    const schema = await jobQueueSchema(shared.first);
    // What pg-boss 12 reads of it: the version table, at pg-boss 10's version 24.
    await sql`create schema ${sql.id(schema)}`.execute(shared.first);
    await sql`create table ${sql.table(`${schema}.version`)} (version int primary key)`.execute(shared.first);
    await sql`insert into ${sql.table(`${schema}.version`)} (version) values (24)`.execute(shared.first);
    await sql`create table ${sql.table(`${schema}.archive`)} (id uuid)`.execute(shared.first);
    let ran = 0;
    const job: Job = { name: 'test:after-upgrade', everyMs: 60_000, run: async () => void (ran += 1) };
    const [first, second] = await Promise.all([startApp(shared.first, [job]), startApp(shared.second, [job])]);
    try {
      const { rows } = await sql<{ version: number }>`select version::int as version from ${sql.table(`${schema}.version`)}`.execute(shared.first);
      expect(rows[0]!.version).toBeGreaterThan(24);
      const { rows: left } = await sql<{ table: string | null }>`select to_regclass(${`${schema}.archive`})::text as table`.execute(shared.first);
      expect(left[0]!.table).toBeNull();
      const queue = new PgBoss({ db: jobQueueDb(shared.first), schema, migrate: false, supervise: false, schedule: false, registerInstance: false });
      await queue.start();
      await queue.send(queueName(job.name), {});
      await waitFor(async () => ran > 0);
      await queue.stop({ graceful: false, close: false });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

// pg-boss's CockroachDB profile only leaves PostgreSQL features out, so PostgreSQL runs it too;
// CockroachDB itself is not tested here.
describe.skipIf(!url)('the job queue with the CockroachDB profile (on PostgreSQL)', () => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  beforeAll(async () => {
    shared = await openShared();
    await sql`create table job_run (job text not null, at timestamptz not null default now())`.execute(shared.first);
  });
  afterAll(async () => {
    await shared.close();
  });

  it('takes no advisory lock', async () => {
    const schema = await jobQueueSchema(shared.first);
    const queueDb = jobQueueDb(shared.first);
    const statements: string[] = [];
    const recorded = { executeSql: (text: string, values?: unknown[]) => (statements.push(text), queueDb.executeSql(text, values)) };
    const boss = new PgBoss({ db: recorded, schema, backend: 'cockroachdb', registerInstance: false });
    await boss.start();
    await boss.createQueue('test/profile', { policy: 'stately' });
    await boss.send('test/profile', {});
    await boss.supervise();
    await boss.stop({ graceful: false, close: false });
    await queueDb.close();
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => /pg_(try_)?advisory/.test(text))).toEqual([]);
  });

  it('runs a minute job once between two processes', async () => {
    if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const job: Job = {
      name: 'test:minute',
      everyMs: 60_000,
      run: async () => void (await sql`insert into job_run (job) values ('test:minute')`.execute(shared.first)),
    };
    const options: JobQueueOptions = { ...FAST, backend: 'cockroachdb' };
    const first = await startApp(shared.first, [job], undefined, options);
    const second = await startApp(shared.second, [job], undefined, options);
    try {
      const runs = async () => (await sql<{ n: number }>`select count(*)::int as n from job_run`.execute(shared.first)).rows[0]?.n ?? 0;
      await waitFor(async () => (await runs()) > 0);
      await sleep(4000);
      expect(await runs()).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('closing', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = url
      ? await createDatabase({ kind: 'postgres', url, schema: `test_jobs_${randomBytes(6).toString('hex')}` })
      : await createDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    const schema = rows[0]?.schema;
    await database.close();
    if (url && schema) await underSchemaLock(url, (admin) => admin.query(`drop schema if exists ${schema}, ${schema}_pgboss cascade`));
  });

  it('waits for a run under way, then leaves no work and logs no error', async () => {
    const errors: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        errors.push(chunk.toString());
        done();
      },
    });
    let started = false;
    let finished = false;
    const slow: Job = {
      name: 'test:slow',
      everyMs: 60_000,
      run: async () => {
        started = true;
        await sleep(700);
        finished = true;
      },
    };
    const app = await startApp(database.db, [slow], log);
    await waitFor(async () => started);
    await app.close();
    expect(finished).toBe(true);
    // Polls that were on their way when the app closed end quietly; the database is still usable.
    await sleep(1500);
    expect(errors).toEqual([]);
    await sql`select 1`.execute(database.db);
  });

  it('runs the jobs marked for the start before the app is ready, also without a queue', async () => {
    let ran = 0;
    const app = Fastify();
    attachJobRunner(app, database.db, false);
    scheduleJobs(app, [{ name: 'test:at-start', everyMs: 60_000, atStart: true, run: async () => void (ran += 1) }]);
    await app.ready();
    expect(ran).toBe(1);
    await app.close();
  });
});
