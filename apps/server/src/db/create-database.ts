import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { pglitePool } from './pglite-pool.ts';
import { registerScriptRunner } from './run-script.ts';
import { pgliteTableChanges, postgresTableChanges, type TableChanges } from './table-changes.ts';

const INT8_OID = 20;
const DATE_OID = 1082;
// Calendar dates stay 'YYYY-MM-DD' text: a Date at local midnight would shift with the server's zone.
const keepText = (value: string) => value;
// Kopecks and ids fit in a double; reading bigint as number keeps arithmetic plain.
const parseInt8 = (value: string) => Number(value);

/** `from`: the files of another embedded database to start from (see OpenDatabase.dumpDataDir). */
export type DatabaseLocation = { kind: 'pglite'; dataDir?: string; from?: Blob } | { kind: 'postgres'; url: string; schema: string };

export interface OpenDatabase {
  db: Kysely<Database>;
  /** Commits that changed the tables kept in memory, for the read cache. */
  changes: TableChanges;
  close(): Promise<void>;
  /**
   * An embedded database's files as a tarball, which `from` opens as a copy: far quicker than a new
   * database's initdb (the test suite migrates one template and starts every test city from it).
   */
  dumpDataDir?: () => Promise<Blob>;
}

/** The listener first: it must not outlive the database it listens to. */
async function closeBoth(changes: TableChanges, db: Kysely<Database>) {
  await changes.close();
  await db.destroy();
}

/** Opens one city's database: an embedded PGlite folder (memory when no folder) or a PostgreSQL schema. */
export async function createDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'pglite') {
    if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
    const pglite = new PGlite({ dataDir: location.dataDir, loadDataDir: location.from, parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepText } });
    await pglite.waitReady;
    const pool = pglitePool(pglite);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerScriptRunner(db, pool.script);
    const changes = await pgliteTableChanges(pglite);
    return { db, changes, close: () => closeBoth(changes, db), dumpDataDir: () => pglite.dumpDataDir('none') };
  }

  if (!/^[a-z_][a-z0-9_]*$/.test(location.schema)) throw new Error(`unsafe schema name ${location.schema}`);
  const admin = new pg.Client({ connectionString: location.url });
  await admin.connect();
  try {
    await admin.query(`create schema if not exists ${location.schema}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    max: 10,
    options: `-c search_path=${location.schema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : oid === DATE_OID ? keepText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // A parameterless query goes by the simple protocol, which runs several statements and answers a
  // result for each; Kysely's driver keeps only a single result's rows, so scripts use the pool.
  registerScriptRunner(db, async (text) => {
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text);
    return { rows: (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows) };
  });
  await sql`select 1`.execute(db);
  const changes = await postgresTableChanges(location.url, location.schema);
  return { db, changes, close: () => closeBoth(changes, db) };
}
