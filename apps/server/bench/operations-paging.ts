// `npm run bench:operations`: the history's page query over 200 000 operations of 1 000 drivers,
// on PGlite and (with DATABASE_URL) on PostgreSQL. p50/p95 of the first page and of the 40th page
// (keyset paging), the 40th page by OFFSET for comparison, and the query plan of the 40th page.
// Results go to bench/results/operations-paging.json; see bench/README.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, type OpenDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { operationsService, type OperationsFilter } from '../src/modules/operations/operations-service.ts';
import type { PageKey } from '../src/modules/operations/order-number.ts';

const OPERATIONS = 200_000;
const DRIVERS = 1_000;
/** Drivers with a long history (10 000 operations each): the 40th page exists only for them. */
const HEAVY = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const root = path.resolve(import.meta.dirname, '../../..');

async function fill(db: Kysely<Database>): Promise<number[]> {
  await sql`insert into driver (email, created_at) select 'bench' || g || '@parking.test', now() from generate_series(1, ${DRIVERS}::int) g`.execute(db);
  const ids = (await db.selectFrom('driver').select('id').orderBy('id').execute()).map((d) => d.id);
  const first = ids[0]!;
  // Half the operations belong to the heavy drivers, the rest spread over the others; every three
  // consecutive rows share an instant, as a paid start's credit and debit do.
  await sql`
    insert into operation (driver_id, type, status, amount, method, occurred_at, starts_at, ends_at, zone_number, parking_code, plate, source_key)
    select d, (array['payment','renew','cancel','refill','paymentSubscription','paymentGate','bonus20'])[1 + g % 7], 'done', 100 + g % 5000, 'balance',
      t, t, t + interval '1 hour', (101 + g % 20)::text, 'P' || (101 + g % 20), 'А' || lpad((g % 1000)::text, 3, '0') || 'ВС159', 'bench:' || g
    from (
      select g, case when g <= ${OPERATIONS / 2}::int then ${first}::bigint + g % ${HEAVY}::int else ${first + HEAVY}::bigint + g % ${DRIVERS - HEAVY}::int end as d,
        date_trunc('milliseconds', timestamptz '2026-11-23 00:00:00Z' - (g / 3) * interval '13 seconds') as t
      from generate_series(1, ${OPERATIONS}::int) g
    ) s`.execute(db);
  await sql`analyze operation`.execute(db);
  return ids;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function measure(run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 30; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { runs: RUNS, p50ms: round(percentile(times, 50)), p95ms: round(percentile(times, 95)), maxms: round(times.at(-1)!) };
}

async function bench(name: string, database: OpenDatabase) {
  const { db } = database;
  await migrateToLatest(db);
  const started = performance.now();
  const ids = await fill(db);
  console.log(`${name}: ${OPERATIONS} operations of ${DRIVERS} drivers in ${Math.round(performance.now() - started)} ms`);
  const heavy = ids.slice(0, HEAVY);
  const light = ids.slice(HEAVY);
  const operations = operationsService({ db, timeZone: 'Asia/Yekaterinburg' });
  // The last operation of page 39 of each heavy driver: where the 40th page starts.
  const keys = new Map<number, PageKey>();
  for (const id of heavy) {
    const row = await db
      .selectFrom('operation')
      .select(['occurred_at', 'id'])
      .where('driver_id', '=', id)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .offset(39 * 50 - 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    keys.set(id, { at: row.occurred_at, id: row.id });
  }
  const page = (id: number, filter: OperationsFilter) => operations.page(id, filter);
  const month = { from: new Date('2026-10-23T19:00:00Z'), to: new Date('2026-11-23T19:00:00Z'), types: ['payment', 'paymentGate'] as const };
  const rows = {
    firstPage: await measure((i) => page(heavy[i % HEAVY]!, {})),
    page40: await measure((i) => page(heavy[i % HEAVY]!, { after: keys.get(heavy[i % HEAVY]!)! })),
    page40ByOffset: await measure((i) =>
      db
        .selectFrom('operation')
        .selectAll()
        .where('driver_id', '=', heavy[i % HEAVY]!)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .offset(39 * 50)
        .limit(50)
        .execute(),
    ),
    firstPageFilteredMonthPayments: await measure((i) => page(heavy[i % HEAVY]!, month)),
    firstPageTypicalDriver: await measure((i) => page(light[(i * 37) % light.length]!, {})),
  };
  // The plan of the 40th page, of exactly the SQL the service sends.
  let captured: CompiledQuery | undefined;
  const capturing = db.withPlugin({
    transformQuery: (args) => {
      captured = db.getExecutor().compileQuery(args.node, args.queryId);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await operationsService({ db: capturing, timeZone: 'Asia/Yekaterinburg' }).page(heavy[0]!, { after: keys.get(heavy[0]!)! });
  const explained = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${captured!.sql}`, [...captured!.parameters]),
  );
  const plan = explained.rows.map((r) => r['QUERY PLAN']);
  console.log(rows, `\n${plan.join('\n')}`);
  return { sql: captured!.sql, rows, plan };
}

const results: Record<string, unknown> = {};
const pglite = await createDatabase({ kind: 'pglite' });
try {
  results.pglite = await bench('PGlite', pglite);
} finally {
  await pglite.close();
}
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_ops_${randomBytes(4).toString('hex')}`;
  const postgres = await createDatabase({ kind: 'postgres', url, schema });
  try {
    results.postgres = await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
const out = path.join(root, 'bench/results/operations-paging.json');
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), operations: OPERATIONS, drivers: DRIVERS, heavyDrivers: HEAVY, ...results }, null, 2)}\n`,
);
console.log(`written ${path.relative(root, out)}`);
