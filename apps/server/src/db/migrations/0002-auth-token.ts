import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_token')
    // Only a hash is kept: a leaked table does not hand out sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('standart', 'coop', 'guest')`))
    .addColumn('subject_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_token_subject').on('auth_token').columns(['user_type', 'subject_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_token').execute();
}
