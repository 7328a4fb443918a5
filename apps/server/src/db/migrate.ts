import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Migrations are imported, not read from disk, so they run the same from source and from a bundle. */
class ImportedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Each city lives in its own schema of one PostgreSQL database. Kysely looks for its bookkeeping
  // tables in every schema unless told which one, and would then skip creating them in a new city.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: new ImportedMigrations(), migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
