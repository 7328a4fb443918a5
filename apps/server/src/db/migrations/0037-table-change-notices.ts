import { sql, type Kysely } from 'kysely';

/** The tables whose rows every server keeps in memory (db/read-cache.ts); each change must reach them. */
export const NOTIFYING_TABLES = ['setting', 'menu_item', 'news', 'page', 'sms_command', 'notification_popup', 'zone', 'map_object', 'calendar_day'] as const;

/**
 * Whatever writes one of these tables (the operator's and demo tools, a seed, psql), its commit
 * sends `table_changed` with `<schema>.<table>`: every server process listening on the database
 * drops what it read from that table. Statement-level, so a bulk write sends one notice, and
 * PostgreSQL folds equal notices of one transaction into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('table_changed', tg_table_schema || '.' || tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of NOTIFYING_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTIFYING_TABLES) await sql`drop trigger ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function notify_table_changed()`.execute(db);
}
