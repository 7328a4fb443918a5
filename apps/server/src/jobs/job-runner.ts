import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PgBoss, type BackendProfile } from 'pg-boss';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/schema.ts';
import { cronOf } from './job-cron.ts';
import { jobQueueDb, type JobQueueDb } from './job-queue-db.ts';
import type { Job } from './schedule-job.ts';

/** How often the queue is looked at; tests shorten these to see a run within a second or two. */
export interface JobQueueOptions {
  /** Each job's worker asks for a due run this often. */
  pollingIntervalSeconds: number;
  /** The schedules are checked this often (by one process of all that share the database). */
  cronMonitorIntervalSeconds: number;
  /** A schedule's due run reaches its job's queue within this. */
  cronWorkerIntervalSeconds: number;
  /**
   * The engine pg-boss is on, for the SQL it writes: `postgres` (the default; PGlite too) or
   * `cockroachdb`, whose profile takes no advisory locks, no `SKIP LOCKED`, no partitions and no
   * LISTEN/NOTIFY.
   */
  backend?: BackendProfile;
}

/**
 * A minute-marked job starts within about 45 s of its mark; a city with ten jobs asks its
 * database about once a second, one short statement at a time.
 */
export const JOB_QUEUE_DEFAULTS: JobQueueOptions = { pollingIntervalSeconds: 10, cronMonitorIntervalSeconds: 30, cronWorkerIntervalSeconds: 5 };

/** The schema pg-boss keeps its tables in: beside the city's own schema, never inside it (its `subscription` would clash). */
export async function jobQueueSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

/**
 * A job's queue in pg-boss, which allows letters, digits and `_-./` in a queue's name: the job's
 * name with its colons as slashes (`payments:expire` is the queue `payments/expire`).
 */
export function queueName(job: string): string {
  const name = job.replaceAll(':', '/');
  if (!/^[\w.\-/]+$/.test(name)) throw new Error(`a job's name may hold letters, digits and _-.:/ only: ${job}`);
  return name;
}

/** The schema version of pg-boss 11.0, the oldest pg-boss 12 upgrades; pg-boss 10 left version 24. */
const FIRST_UPGRADABLE_VERSION = 25;

/**
 * Drops a queue schema pg-boss 12 cannot upgrade (one pg-boss 10 made; 11 changed the tables and
 * left no upgrade from 10). It holds only runs and schedules, and the runner makes the schedules
 * again at every start. Processes that start together take turns on the version row; a deadlock
 * between two of them is retried, and one that finds the schema gone leaves it.
 */
export async function dropOutdatedJobQueue<DB>(db: Kysely<DB>, schema: string): Promise<void> {
  const table = `${schema}.version`;
  try {
    await inTransaction(db, async (trx) => {
      const { rows: found } = await sql<{ table: string | null }>`select to_regclass(${table})::text as table`.execute(trx);
      if (!found[0]?.table) return;
      const { rows } = await sql<{ version: number }>`select version::int as version from ${sql.table(table)} for update`.execute(trx);
      const version = rows[0]?.version;
      if (version === undefined || version >= FIRST_UPGRADABLE_VERSION) return;
      // Made again empty at once, so a process that starts meanwhile finds the schema and never
      // creates it beside this one (two creations of one schema collide even under pg-boss's lock).
      await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
      await sql`create schema ${sql.id(schema)}`.execute(trx);
    });
  } catch (error) {
    // undefined_table: another process dropped it while this one waited for the row.
    if ((error as { code?: unknown }).code !== '42P01') throw error;
  }
}

/**
 * Runs one city's jobs on pg-boss, a job queue that lives in the city's database (PGlite or
 * PostgreSQL). Each job has a queue of its own with the `stately` policy (at most one run waiting
 * and one running, across every process on the database) and a cron schedule; pg-boss lets one
 * process per database turn a due schedule into a run, so a job runs once per period however many
 * server processes share the database.
 */
export class JobRunner {
  readonly #jobs: Job[] = [];
  readonly #db: Kysely<Database>;
  readonly #log: FastifyBaseLogger;
  readonly #options: JobQueueOptions | false;
  readonly #timers: NodeJS.Timeout[] = [];
  #queueDb: JobQueueDb | null = null;
  #boss: PgBoss | null = null;
  #started = false;
  #closed = false;

  constructor(db: Kysely<Database>, log: FastifyBaseLogger, options: JobQueueOptions | false) {
    this.#db = db;
    this.#log = log;
    this.#options = options;
  }

  add(jobs: readonly Job[]): void {
    if (this.#started) throw new Error('jobs are added before the server is ready');
    for (const job of jobs) {
      queueName(job.name);
      if (this.#jobs.some((j) => j.name === job.name)) throw new Error(`two jobs are named ${job.name}`);
      this.#jobs.push(job);
    }
  }

  /** The jobs that run before the server answers, then the queue. */
  async ready(): Promise<void> {
    this.#started = true;
    for (const job of this.#jobs) if (job.atStart) await this.#run(job).catch(() => undefined);
    if (this.#options && this.#jobs.length > 0) await this.#start(this.#options);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    // A run under way finishes (or is marked failed after 5 s, within the 10 s main.ts gives a shutdown) before the pool goes.
    await this.#boss?.stop({ graceful: true, close: false, timeout: 5_000 });
    await this.#queueDb?.close();
  }

  async #run(job: Job): Promise<void> {
    try {
      await job.run();
    } catch (error) {
      this.#log.error({ err: error, job: job.name }, 'job failed');
      throw error;
    }
  }

  async #start(options: JobQueueOptions): Promise<void> {
    const schema = await jobQueueSchema(this.#db);
    await dropOutdatedJobQueue(this.#db, schema);
    const queueDb = jobQueueDb(this.#db);
    this.#queueDb = queueDb;
    const boss = new PgBoss({
      db: queueDb,
      schema,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
      ...(options.backend ? { backend: options.backend } : {}),
      // A row per process, rewritten every 30 s, that nothing here reads.
      registerInstance: false,
    });
    this.#boss = boss;
    // Without a listener an error event would end the process; after close a poll may still be on its way.
    boss.on('error', (error) => {
      if (!this.#closed) this.#log.error({ err: error }, 'job queue error');
    });
    await boss.start();

    const names = new Set(this.#jobs.map((j) => queueName(j.name)));
    for (const job of this.#jobs) {
      const queue = queueName(job.name);
      // A failed run is not retried: the next period's run does the work that is still due. pg-boss's
      // own rows: a finished run is gone after a day.
      await boss.createQueue(queue, { policy: 'stately', retryLimit: 0, deleteAfterSeconds: 24 * 3600 });
      const cron = cronOf(job.everyMs);
      if (cron) {
        await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      } else {
        await boss.unschedule(queue);
        this.#sendEvery(boss, queue, job);
      }
      await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 }, async () => this.#run(job));
    }
    // A job this build no longer has (or that this configuration leaves out) stops being scheduled.
    for (const schedule of await boss.getSchedules()) {
      if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
    }
  }

  /**
   * A period cron cannot say: every process offers a run each period, and the singleton slot (the
   * period counted from the epoch) keeps all but the first offer of a slot out of the queue.
   */
  #sendEvery(boss: PgBoss, queue: string, job: Job): void {
    const singletonSeconds = Math.max(1, Math.round(job.everyMs / 1000));
    const send = () =>
      void boss.send(queue, {}, { singletonKey: queue, singletonSeconds }).catch((error: unknown) => {
        if (!this.#closed) this.#log.error({ err: error, job: job.name }, 'job not queued');
      });
    send();
    this.#timers.push(setInterval(send, job.everyMs).unref());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The city's jobs; set on the city's app, see attachJobRunner. */
    jobRunner?: JobRunner;
  }
}

/** Gives a city's app its job runner: jobs added with scheduleJobs start when the app is ready and stop when it closes. */
export function attachJobRunner(app: FastifyInstance, db: Kysely<Database>, options: JobQueueOptions | false = JOB_QUEUE_DEFAULTS): JobRunner {
  const runner = new JobRunner(db, app.log, options);
  app.decorate('jobRunner', runner);
  app.addHook('onReady', () => runner.ready());
  app.addHook('onClose', () => runner.close());
  return runner;
}
