import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { readConfig, type Config } from '../../src/config.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { JobQueueOptions } from '../../src/jobs/job-runner.ts';
import type { Database } from '../../src/db/schema.ts';
import type { TableChanges } from '../../src/db/table-changes.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.ts';
import { readCities } from '../../src/open-cities.ts';
import { buildServer } from '../../src/server.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { cloneSchema, postgresTemplate } from './postgres-template.ts';
import { underSchemaLock } from './schema-lock.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface TestCity {
  city: TCity;
  db: Kysely<Database>;
  /** Changes of the cached tables; a test that writes them directly awaits `changes.settle()` before it reads through the API. */
  changes: TableChanges;
  app: FastifyInstance;
  config: Config;
  /** The server's clock: the test clock when one was given, else real time. Rows a test writes take it too. */
  now: () => Date;
  /** Where this city's calls live, e.g. /city/perm. */
  api: (path: string) => string;
  close(): Promise<void>;
}

export interface TestCityOptions {
  city?: string;
  demo?: boolean;
  /** Extra environment, e.g. WEB_DIST for the static-file tests. */
  env?: Record<string, string>;
  /** The clock of parking rules, to place "now" on a given day and time; real time by default. */
  now?: () => Date;
  /** The city's job queue (pg-boss); none unless a test asks, since most tests build an app and close it at once. */
  jobQueue?: JobQueueOptions | false;
  /** Local push services the test runs, which the server then posts to (ServerOptions.pushTestOrigins). */
  pushTestOrigins?: ReadonlySet<string>;
}

/**
 * A production configuration whose adapters point at a closed local port: a test without DEMO that
 * does not send mail, SMS or payments needs no fake servers; one that does passes their addresses in `env`.
 */
const PRODUCTION_ENV = {
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: 'test-shop',
  YOOKASSA_SECRET_KEY: 'test-secret',
  YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
  PUBLIC_URL: 'https://parking.test',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '9',
  SMTP_FROM: 'noreply@parking.test',
  SMSRU_API_ID: 'test-api-id',
  SMSRU_API_URL: 'http://127.0.0.1:9',
};

// Where the test files that make schemas of their own find it.
export { underSchemaLock } from './schema-lock.ts';

/**
 * A migrated database for one city: a copy of the run's template, in memory or as a PostgreSQL
 * schema made by the template's script; migrated here only when the run has no template.
 */
async function openMigrated(url: string | undefined, schema: string) {
  if (!url) {
    const database = await createDatabase({ kind: 'pglite', from: await pgliteTemplate() });
    await migrateToLatest(database.db);
    return database;
  }
  const template = await postgresTemplate();
  if (template) await cloneSchema(url, template, schema);
  const database = await createDatabase({ kind: 'postgres', url, schema });
  if (!template) await underSchemaLock(url, () => migrateToLatest(database.db));
  return database;
}

/**
 * One city on a fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * throw-away PostgreSQL schema that is dropped on close. Migrated, seeded unless `demo: false`, and
 * served by the real server so tests go through `app.inject`.
 */
export async function createTestCity({
  city: code = 'perm',
  demo = true,
  env = {},
  now,
  jobQueue = false,
  pushTestOrigins,
}: TestCityOptions = {}): Promise<TestCity> {
  const url = process.env.DATABASE_URL;
  const production = demo ? {} : PRODUCTION_ENV;
  const config = readConfig(
    { LOG_LEVEL: 'silent', DEMO: demo ? '1' : '0', WEB_DIST: path.join(root, 'no-web-dist'), ...production, ...env, DATABASE_URL: url ?? '' },
    root,
  );
  const city = (await readCities(path.join(root, 'config/cities.json'))).find((c) => c.city === code);
  if (!city) throw new Error(`config/cities.json has no city ${code}`);

  const schema = `test_${code.replace(/-/g, '_')}_${randomBytes(6).toString('hex')}`;
  const database = await openMigrated(url, schema);
  if (demo) await seedDemoData(database.db, city, { zoneCount: config.SEED_ZONES, ...(now ? { at: now() } : {}) });

  const app = await buildServer({
    config,
    cities: [{ city, db: database.db, changes: database.changes, close: database.close }],
    now,
    jobQueue,
    pushTestOrigins,
  });
  await app.ready();

  return {
    city,
    db: database.db,
    changes: database.changes,
    app,
    config,
    now: now ?? (() => new Date()),
    api: (p) => `${city.apiUrl}${p}`,
    async close() {
      await app.close();
      await database.close();
      if (url) {
        // The job queue's tables live beside the city's schema (jobs/job-runner.ts).
        await underSchemaLock(url, (admin) => admin.query(`drop schema if exists ${schema}, ${schema}_pgboss cascade`));
      }
    },
  };
}
