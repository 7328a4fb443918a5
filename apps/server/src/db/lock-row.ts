import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Holds the lock called `name` until the caller's transaction ends: what `pg_advisory_xact_lock`
 * did, on any PostgreSQL-compatible engine. It guards what has no row yet to lock (a plate's next
 * session). The upsert locks the row whether it inserts it or finds it; a second caller waits on
 * the unique key or on the row until the first transaction ends.
 */
export async function lockRow(trx: QueryExecutorProvider, name: string): Promise<void> {
  await sql`insert into lock_row (name) values (${name}) on conflict (name) do update set name = excluded.name`.execute(trx);
}
