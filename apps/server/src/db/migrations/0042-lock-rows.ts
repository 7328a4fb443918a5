import type { Kysely } from 'kysely';

/**
 * Named locks as rows (db/lock-row.ts), in place of PostgreSQL's advisory locks, which CockroachDB
 * does not have. A row per name ever locked (a plate, a driver): small, and never deleted, since a
 * transaction may be waiting on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lock_row')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lock_row').execute();
}
