import { sql, type Kysely } from 'kysely';

/**
 * The payment documents e-mailed (GET /api/sendreceipt): whose they were and to which address, so
 * the daily caps per account and per recipient hold in the database, whatever process serves the
 * call and across restarts. The address is kept as its hash only: the table says how often an
 * address got a letter, never which address it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_letter')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.references('driver.id').onDelete('cascade'))
    .addColumn('company_id', 'bigint', (c) => c.references('company.id').onDelete('cascade'))
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('document_letter_one_owner', sql`(driver_id is null) <> (company_id is null)`)
    .execute();
  await sql`create index document_letter_driver on document_letter (driver_id, sent_at) where driver_id is not null`.execute(db);
  await sql`create index document_letter_company on document_letter (company_id, sent_at) where company_id is not null`.execute(db);
  await sql`create index document_letter_recipient on document_letter (recipient_hash, sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_letter').execute();
}
