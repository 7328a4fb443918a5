import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Files a message carried (a payment document's PDF, later monthly reports): what they were, and
  // their bytes only in demo mode, where the outbox stands in for the mailbox. They go with their message.
  await db.schema
    .createTable('outbox_attachment')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('outbox_id', 'bigint', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('bytes', 'bytea')
    .execute();
  await db.schema.createIndex('outbox_attachment_outbox').on('outbox_attachment').column('outbox_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_attachment').execute();
}
