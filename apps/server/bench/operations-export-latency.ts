// `npm run bench:export-latency`: ten concurrent PDF exports of an 817-operation history (ten
// drivers, one export each) while one client asks POST /api/payment/cost again and again, on PGlite
// and (with DATABASE_URL) on PostgreSQL. The cost call's p50/p99 alone and during the exports show
// whether rendering holds the event loop. Calls go through app.inject: the same event loop as real
// sockets, without the network. Results go to bench/results/operations-export-latency.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { readConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed/seed-demo-data.ts';
import { driverRepo } from '../src/modules/accounts/driver-repo.ts';
import { tokenRepo } from '../src/modules/auth/token-repo.ts';
import { tokenService } from '../src/modules/auth/token-service.ts';
import { readCities } from '../src/open-cities.ts';
import { buildServer } from '../src/server.ts';
import { insertHistory } from './insert-history.ts';

type TestDriver = { id: number; token: string };
const vehicle = (plate: string) => JSON.stringify({ Number: plate, Category: 'B', NumberFormat: 'rus' });

const OPERATIONS = 817;
const EXPORTS = 10;
/** Cost calls measured alone, before the exports. */
const ALONE = 200;
const root = path.resolve(import.meta.dirname, '../../..');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { calls: sorted.length, p50ms: round(percentile(sorted, 50)), p99ms: round(percentile(sorted, 99)), maxms: round(sorted.at(-1)!) };
};

/** Perm, demo-seeded (zone 101 and its prices), on a fresh database: in-memory PGlite, or a schema of DATABASE_URL. */
async function openCity() {
  const url = process.env.DATABASE_URL;
  const config = readConfig({ LOG_LEVEL: 'silent', DEMO: '1', WEB_DIST: path.join(root, 'no-web-dist'), DATABASE_URL: url ?? '' }, root);
  const city = (await readCities(path.join(root, 'config/cities.json'))).find((c) => c.city === 'perm')!;
  const schema = `bench_export_${Date.now()}`;
  const database = await createDatabase(url ? { kind: 'postgres', url, schema } : { kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, city, { zoneCount: config.SEED_ZONES });
  const app = await buildServer({ config, cities: [{ city, db: database.db, changes: database.changes, close: database.close }], jobQueue: false });
  await app.ready();
  let drivers = 0;
  return {
    db: database.db as Kysely<Database>,
    app,
    api: (p: string) => `${city.apiUrl}${p}`,
    async newDriver(): Promise<TestDriver> {
      drivers += 1;
      const id = await driverRepo(database.db).create({
        email: `export-${drivers}@bench.test`,
        phone: `79980${String(drivers).padStart(6, '0')}`,
        firstName: 'Иван',
        lastName: 'Петров',
        middleName: '',
        passwordHash: null,
        createdAt: new Date(),
      });
      return { id, token: await tokenService(tokenRepo(database.db), () => new Date()).issue('standart', id) };
    },
    async close() {
      await app.close();
      await database.close();
      if (url) await sql`drop schema if exists ${sql.id(schema)}, ${sql.id(`${schema}_pgboss`)} cascade`.execute(database.db).catch(() => undefined);
    },
  };
}
type City = Awaited<ReturnType<typeof openCity>>;

const fill = (city: City, driver: TestDriver) => insertHistory(city.db, driver.id, OPERATIONS, { key: 'bench-latency', stepSeconds: 47 * 60 });

async function bench(name: string) {
  const city = await openCity();
  try {
    const drivers: TestDriver[] = [];
    for (let i = 0; i < EXPORTS; i += 1) drivers.push(await city.newDriver());
    for (const driver of drivers) await fill(city, driver);
    const payer = await city.newDriver();
    let ip = 0;
    const cost = async () => {
      const started = performance.now();
      const response = await city.app.inject({
        method: 'POST',
        url: city.api('/api/payment/cost'),
        remoteAddress: `10.99.${Math.floor(ip / 250)}.${(ip += 1) % 250}`,
        payload: { Token: payer.token, Zone: '101', ParkingCode: '', Duration: 60, Vehicle: vehicle('А123ВС159') },
      });
      if (response.json<{ status: string }>().status !== 'ok') throw new Error(`cost answered ${response.body}`);
      return performance.now() - started;
    };
    const exportPdf = async (driver: TestDriver) => {
      const response = await city.app.inject({
        method: 'GET',
        url: city.api(`/api/profile/download-history/v1?token=${driver.token}&type=pdf`),
        remoteAddress: `10.98.0.${driver.id % 250}`,
      });
      if (response.headers['content-type'] !== 'application/pdf') throw new Error(`export answered ${response.body.slice(0, 200)}`);
      return response.rawPayload.byteLength;
    };

    // Warm-up: fonts, modules, query plans.
    for (let i = 0; i < 20; i += 1) await cost();
    await exportPdf(drivers[0]!);
    const alone: number[] = [];
    for (let i = 0; i < ALONE; i += 1) alone.push(await cost());

    const during: number[] = [];
    let exporting = true;
    const started = performance.now();
    const files = Promise.all(drivers.map(exportPdf)).finally(() => (exporting = false));
    while (exporting) during.push(await cost());
    const bytes = await files;
    const exportsMs = Math.round(performance.now() - started);
    const result = {
      database: name,
      operations: OPERATIONS,
      exports: EXPORTS,
      exportsMs,
      pdfBytes: bytes[0],
      alone: summary(alone),
      duringExports: summary(during),
    };
    console.log(result);
    return result;
  } finally {
    await city.close();
  }
}

const results = [await bench(process.env.DATABASE_URL ? 'postgresql' : 'pglite')];
const out = path.join(root, `bench/results/operations-export-latency-${results[0]!.database}.json`);
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
console.log(`written ${path.relative(root, out)}`);
