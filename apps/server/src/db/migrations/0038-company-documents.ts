import { sql, type Kysely } from 'kysely';

/**
 * A company tops up its balance by invoice too: a payment document then belongs to the company,
 * not to a driver. Exactly one owner per document, so a driver's list never holds a company's
 * invoice nor the company's list a driver's document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_document')
    .alterColumn('driver_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('payment_document')
    .addColumn('company_id', 'bigint', (c) => c.references('company.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('payment_document')
    .addCheckConstraint('payment_document_one_owner', sql`(driver_id is null) <> (company_id is null)`)
    .execute();
  await db.schema
    .createIndex('payment_document_company')
    .on('payment_document')
    .columns(['company_id', 'created_at'])
    .where(sql.ref('company_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_document_company').execute();
  await sql`delete from payment_document where company_id is not null`.execute(db);
  await db.schema.alterTable('payment_document').dropConstraint('payment_document_one_owner').execute();
  await db.schema.alterTable('payment_document').dropColumn('company_id').execute();
  await db.schema
    .alterTable('payment_document')
    .alterColumn('driver_id', (c) => c.setNotNull())
    .execute();
}
