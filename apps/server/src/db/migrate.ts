import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { inTransaction } from './in-transaction.ts';
import { migrations } from './migrations/index.ts';
import { transactionDialect } from './transaction-dialect.ts';

/** Kysely's own lock table and row, so that its migrator finds them in place and creates none. */
const LOCK_TABLE = 'kysely_migration_lock';
const LOCK_ROW = 'migration_lock';

/** Migrations are imported, not read from disk, so they run the same from source and from a bundle. */
class ImportedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * The lock row must exist before anyone can lock it. Two processes starting on a new database may
 * both create the table: PostgreSQL's `if not exists` can still fail then, so a failure counts only
 * while the table is missing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function ensureLockRow(db: Kysely<any>, schema: string): Promise<void> {
  const table = sql.id(schema, LOCK_TABLE);
  try {
    await sql`create table if not exists ${table} (id varchar(255) not null primary key, is_locked integer not null default 0)`.execute(db);
  } catch (error) {
    const { rows } = await sql<{ found: string | null }>`select to_regclass(${`${schema}.${LOCK_TABLE}`})::text as found`.execute(db);
    if (!rows[0]?.found) throw error;
  }
  await sql`insert into ${table} (id, is_locked) values (${LOCK_ROW}, 0) on conflict (id) do nothing`.execute(db);
}

/**
 * Brings the schema up to date. Processes that start together take turns on a row lock held by the
 * one transaction that runs every pending migration (no advisory lock: CockroachDB has none); the
 * next one in turn then finds nothing left to run. The migrations roll back together on failure.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Each city lives in its own schema of one PostgreSQL database. Kysely looks for its bookkeeping
  // tables in every schema unless told which one, and would then skip creating them in a new city.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await ensureLockRow(db, schema);
  await inTransaction(db, async (trx) => {
    await sql`select id from ${sql.id(schema, LOCK_TABLE)} where id = ${LOCK_ROW} for update`.execute(trx);
    const migrator = new Migrator({
      db: new Kysely({ dialect: transactionDialect(trx) }),
      provider: new ImportedMigrations(),
      migrationTableSchema: schema,
      // The transaction is ours, opened above; the migrator's own would take an advisory lock first.
      disableTransactions: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
    }
  });
}
