import { sql, type Kysely } from 'kysely';

/**
 * The desk's audit trail: one row per staff action, never changed once written. A trigger refuses
 * every UPDATE, DELETE and TRUNCATE of it on PGlite and PostgreSQL alike, so that not even a bug in
 * the service (or a staff member with the database's password through the service) can rewrite it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    // The staff member as they were when they acted: a later rename or removal does not rewrite who did it.
    .addColumn('staff_id', 'bigint')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  // The desk's filters: by staff member, by object, and the whole trail newest first (the primary key).
  await db.schema.createIndex('audit_entry_staff').on('audit_entry').columns(['staff_id', 'id']).execute();
  await db.schema.createIndex('audit_entry_object').on('audit_entry').columns(['object', 'object_id', 'id']).execute();
  await db.schema.createIndex('audit_entry_at').on('audit_entry').columns(['at', 'id']).execute();

  await sql`
    create function audit_entry_unchanged() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit trail is append-only: % of audit_entry refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_entry_append_only before update or delete on audit_entry
    for each row execute function audit_entry_unchanged()`.execute(db);
  await sql`
    create trigger audit_entry_no_truncate before truncate on audit_entry
    for each statement execute function audit_entry_unchanged()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entry').execute();
  await sql`drop function audit_entry_unchanged()`.execute(db);
}
