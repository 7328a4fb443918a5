import { sql, type Kysely } from 'kysely';

/**
 * The rows the payment calls keep in memory, by the key they are kept under (db/row-cache.ts):
 * a token by its hash, a balance by its driver, a plate's subscriptions by the plate.
 */
export const ROW_NOTIFYING_TABLES = { auth_token: 'token_hash', account: 'driver_id', subscription: 'plate' } as const;
/** Read with the rows above and changed seldom: any change drops every entry read from them. */
export const WHOLE_NOTIFYING_TABLES = ['subscription_pause', 'subscription_offer'] as const;

/**
 * Like migration 0037, but row by row: a commit that changes one of these rows sends
 * `table_changed` with `<schema>.<table>:<key>`, so that one driver's payment drops that driver's
 * balance only, not everyone's. A truncate sends the bare `<schema>.<table>`: everything changed.
 * PostgreSQL folds equal notices of one transaction into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_row_changed() returns trigger language plpgsql as $$
    declare
      old_key text := case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[0] end;
      new_key text := case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[0] end;
    begin
      if old_key is not null then
        perform pg_notify('table_changed', tg_table_schema || '.' || tg_table_name || ':' || old_key);
      end if;
      if new_key is not null and new_key is distinct from old_key then
        perform pg_notify('table_changed', tg_table_schema || '.' || tg_table_name || ':' || new_key);
      end if;
      return null;
    end
    $$`.execute(db);
  for (const [table, key] of Object.entries(ROW_NOTIFYING_TABLES)) {
    await sql`
      create trigger ${sql.raw(`${table}_row_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_row_changed(${sql.lit(key)})`.execute(db);
  }
  for (const table of [...Object.keys(ROW_NOTIFYING_TABLES), ...WHOLE_NOTIFYING_TABLES]) {
    const events = WHOLE_NOTIFYING_TABLES.includes(table as (typeof WHOLE_NOTIFYING_TABLES)[number])
      ? sql`insert or update or delete or truncate`
      : sql`truncate`;
    await sql`
      create trigger ${sql.raw(`${table}_changed`)}
      after ${events} on ${sql.table(table)}
      for each statement execute function notify_table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...Object.keys(ROW_NOTIFYING_TABLES), ...WHOLE_NOTIFYING_TABLES]) {
    await sql`drop trigger ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  for (const table of Object.keys(ROW_NOTIFYING_TABLES)) await sql`drop trigger ${sql.raw(`${table}_row_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function notify_row_changed()`.execute(db);
}
