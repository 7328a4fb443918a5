import { sql, type Kysely } from 'kysely';

/**
 * Request limits counted in the database, so that every server process on it shares one count: one
 * row per limiter and key, holding the current fixed window (its start in epoch milliseconds, its
 * length) and the hits in it. A hit in a new window starts the row over, so the table holds one row
 * per recently seen key; rows whose window has ended are pruned now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_window')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('window_ms', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_window_end')
    .on('rate_limit_window')
    .expression(sql`(window_start + window_ms)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_window').execute();
}
