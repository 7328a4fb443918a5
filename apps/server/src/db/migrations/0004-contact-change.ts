import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A new e-mail or phone of a signed-in driver waiting for its code; the token names it.
  await db.schema
    .createTable('contact_change')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email', 'phone')`))
    // change: the new phone replaces the main one (or the e-mail); add: an extra, non-main phone.
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('change', 'add')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_change').execute();
}
