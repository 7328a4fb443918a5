import pg from 'pg';

/** Any number that no other advisory lock of the project uses. */
const SCHEMA_LOCK = 7_300_001;

/**
 * Test files run in parallel, each in a schema of its own. Kysely's migrator reads the catalogue of
 * every schema, which fails when another file drops its schema at that moment; migrating and
 * dropping therefore take turns under one advisory lock.
 */
export async function underSchemaLock<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.end();
  }
}
