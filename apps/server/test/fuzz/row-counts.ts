import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

export type RowCounts = Record<string, number>;

/** Every table of the city's schema (PGlite's public, or the test's PostgreSQL schema), migrations' own excepted. */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** Row counts of the given tables in one statement, so a snapshot per route stays cheap. */
export async function rowCounts(db: Kysely<Database>, tables: readonly string[]): Promise<RowCounts> {
  const columns = tables.map((t) => sql`(select count(*) from ${sql.table(t)})::int as ${sql.ref(t)}`);
  const { rows } = await sql<RowCounts>`select ${sql.join(columns)}`.execute(db);
  return rows[0] ?? {};
}
