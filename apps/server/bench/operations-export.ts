// `npm run bench:export`: the operations history's export (xlsx and PDF) of one driver with 10 000
// and with 50 000 operations, on PGlite. Each export runs in a child process of its own, which
// samples its RSS while the file is written, so the peaks of the sizes can be compared: memory must
// not grow with the row count. Results go to bench/results/operations-export.json; see bench/README.md.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { TDownloadFormat } from '@city-parking/contract/operations/operations-download';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { EXPORT_PAGE_SIZE, historyExportService } from '../src/modules/operations/history-export-service.ts';
import { operationsService } from '../src/modules/operations/operations-service.ts';
import { insertHistory } from './insert-history.ts';

const SIZES = [10_000, 50_000] as const;
/** `BENCH_FORMATS=pdf` measures one format only. */
const FORMATS = (process.env.BENCH_FORMATS ?? 'xls,pdf').split(',') as TDownloadFormat[];
const TIME_ZONE = 'Asia/Yekaterinburg';
/**
 * The heap each export runs in (--max-old-space-size, MB): well under what 50 000 rows would need if
 * the export kept them, so a run that finishes shows its live memory stayed bounded.
 */
const HEAP_CAP_MB = Number(process.env.BENCH_HEAP_MB ?? 64);
/** How often the child reads its RSS while exporting. */
const SAMPLE_MS = 5;
const root = path.resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;

/** One driver per size, each with exactly that many operations of every type, two a minute apart. */
async function fill(db: Kysely<Database>): Promise<number[]> {
  const ids: number[] = [];
  for (const size of SIZES) {
    const { id } = await db
      .insertInto('driver')
      .values({ email: `export-${size}@parking.test`, first_name: 'Иван', last_name: 'Петров', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertHistory(db, id, size, { key: 'bench', until: new Date('2026-11-23T00:00:00Z'), stepSeconds: 30 });
    ids.push(id);
  }
  await sql`analyze operation`.execute(db);
  return ids;
}

interface Measured {
  format: TDownloadFormat;
  rows: number;
  ms: number;
  bytes: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  rssGrowthMB: number;
  heapUsedBeforeMB: number;
  heapUsedPeakMB: number;
  /** Heap in use after a full collection once the export is done: what it left behind. */
  heapRetainedMB: number;
  samples: number;
}

const mb = (value: number) => Math.round((value / MB) * 10) / 10;
// The child runs with --expose-gc: collections before and after make the heap figures comparable.
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/** A reader that takes each chunk on the next turn of the event loop, as a socket would, and counts the bytes. */
function countingSink(onChunk: () => void) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onChunk();
      setImmediate().then(() => done(), done);
    },
  });
  return { sink, bytes: () => bytes };
}

/** In the child: one export of a driver's whole history, written to a counting sink, RSS sampled throughout. */
async function exportOnce(dataDir: string, driverId: number, rows: number, format: TDownloadFormat): Promise<Measured> {
  const database = await createDatabase({ kind: 'pglite', dataDir });
  try {
    const operations = operationsService({ db: database.db, timeZone: TIME_ZONE });
    const exports = historyExportService({ db: database.db, timeZone: TIME_ZONE, operations, now: () => new Date() });
    let rssPeak = 0;
    let heapPeak = 0;
    let samples = 0;
    // Read on a timer and on every chunk the reader takes: the timer alone starves while a page is encoded.
    const sample = () => {
      const { rss, heapUsed } = process.memoryUsage();
      rssPeak = Math.max(rssPeak, rss);
      heapPeak = Math.max(heapPeak, heapUsed);
      samples += 1;
    };
    const run = async (query: { StartDate?: string }) => {
      const file = await exports.open(driverId, { token: 'bench', type: format, ...query }, 'ru');
      const { sink, bytes } = countingSink(sample);
      const finished = new Promise<void>((resolve, reject) => sink.on('finish', resolve).on('error', reject));
      await file.write(sink);
      await finished;
      return bytes();
    };
    // A warm-up of the last day (fonts, modules, query plans) so that the measured run starts warm.
    await run({ StartDate: '2026-11-22' });
    collect();
    const before = process.memoryUsage();
    rssPeak = before.rss;
    heapPeak = before.heapUsed;
    samples = 0;
    const timer = setInterval(sample, SAMPLE_MS);
    const started = performance.now();
    const bytes = await run({});
    const ms = performance.now() - started;
    clearInterval(timer);
    sample();
    collect();
    return {
      format,
      rows,
      ms: Math.round(ms),
      bytes,
      rssBeforeMB: mb(before.rss),
      rssPeakMB: mb(rssPeak),
      rssGrowthMB: mb(rssPeak - before.rss),
      heapUsedBeforeMB: mb(before.heapUsed),
      heapUsedPeakMB: mb(heapPeak),
      heapRetainedMB: mb(process.memoryUsage().heapUsed),
      samples,
    };
  } finally {
    await database.close();
  }
}

function inChild(dataDir: string, driverId: number, rows: number, format: TDownloadFormat): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['child', dataDir, String(driverId), String(rows), format], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, '--expose-gc', `--max-old-space-size=${HEAP_CAP_MB}`],
    });
    child.once('message', (message) => resolve(message as Measured));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`child exited with ${code}`))));
  });
}

const [mode, dataDirArg, driverArg, rowsArg, formatArg] = process.argv.slice(2);
if (mode === 'child') {
  const measured = await exportOnce(dataDirArg!, Number(driverArg), Number(rowsArg), formatArg as TDownloadFormat);
  process.send!(measured);
  process.disconnect();
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  try {
    const database = await createDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(database.db);
    const started = performance.now();
    const ids = await fill(database.db);
    await database.close();
    console.log(`PGlite: ${SIZES.join(' and ')} operations in ${Math.round(performance.now() - started)} ms`);
    const results: Measured[] = [];
    for (const format of FORMATS) {
      for (const [i, rows] of SIZES.entries()) {
        const measured = await inChild(dataDir, ids[i]!, rows, format);
        console.log(measured);
        results.push(measured);
      }
    }
    const out = path.join(root, 'bench/results/operations-export.json');
    writeFileSync(
      out,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, pageSize: EXPORT_PAGE_SIZE, heapCapMB: HEAP_CAP_MB, sampleMs: SAMPLE_MS, results }, null, 2)}\n`,
    );
    console.log(`written ${path.relative(root, out)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
