import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

export type RowCounts = Record<string, number>;

/** Every table of the city's schema (PGlite's public, or the test's PostgreSQL schema), migrations' and rowCounter's own excepted. */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%' and table_name not like 'fuzz\\_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** Row counts of the given tables in one statement, each table counted anew. */
export async function rowCounts(db: Kysely<Database>, tables: readonly string[]): Promise<RowCounts> {
  const columns = tables.map((t) => sql`(select count(*) from ${sql.table(t)})::int as ${sql.ref(t)}`);
  const { rows } = await sql<RowCounts>`select ${sql.join(columns)}`.execute(db);
  return rows[0] ?? {};
}

/**
 * The same counts as `rowCounts`, read in one short query: a log starts with each table's count,
 * and triggers add +1 or -1 for each row inserted into or deleted from a table (minus its count on
 * a truncate), in the writer's own transaction, so a rolled-back write leaves nothing. Counting
 * every table anew cost some 50 ms per call of the fuzz suite, ten times the call itself. The log
 * is only appended to, so writers of one table never wait on each other's row of it. Calls are to
 * come one after another: a write still under way when `counts` reads may be missed.
 */
export async function rowCounter(db: Kysely<Database>, tables: readonly string[]) {
  await db.transaction().execute(async (trx) => {
    await sql`create table fuzz_row_change (id bigserial primary key, table_name text not null, delta bigint not null)`.execute(trx);
    await sql`
      create function fuzz_row_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          insert into fuzz_row_change (table_name, delta)
          select tg_table_name, -coalesce(sum(delta), 0) from fuzz_row_change where table_name = tg_table_name;
        else
          insert into fuzz_row_change (table_name, delta) values (tg_table_name, case tg_op when 'INSERT' then 1 else -1 end);
        end if;
        return null;
      end $$`.execute(trx);
    for (const table of tables) {
      await sql`create trigger fuzz_row_changed after insert or delete on ${sql.table(table)} for each row execute function fuzz_row_changed()`.execute(trx);
      await sql`create trigger fuzz_row_truncated after truncate on ${sql.table(table)} for each statement execute function fuzz_row_changed()`.execute(trx);
    }
    const start = await rowCounts(trx, tables);
    const rows = tables.map((table) => sql`(${table}, ${start[table] ?? 0})`);
    await sql`insert into fuzz_row_change (table_name, delta) values ${sql.join(rows)}`.execute(trx);
  });
  // The log is read from where the last call stopped: reading it whole each time grew with every
  // call. A request's writes have committed by its answer, so none can still appear below the mark.
  const current = await logSince(db, 0);
  return async function counts(): Promise<RowCounts> {
    const since = await logSince(db, current.last);
    for (const [table, delta] of Object.entries(since.deltas)) current.deltas[table] = (current.deltas[table] ?? 0) + delta;
    current.last = since.last;
    return { ...current.deltas };
  };
}

/** The log's sums by table after entry `after`, and its last entry then. */
async function logSince(db: Kysely<Database>, after: number): Promise<{ deltas: RowCounts; last: number }> {
  const { rows } = await sql<{ table_name: string; delta: number; last: number }>`
    select table_name, sum(delta)::int as delta, max(id)::int as last from fuzz_row_change where id > ${after} group by table_name`.execute(db);
  return { deltas: Object.fromEntries(rows.map((row) => [row.table_name, row.delta])), last: Math.max(after, ...rows.map((row) => row.last)) };
}
