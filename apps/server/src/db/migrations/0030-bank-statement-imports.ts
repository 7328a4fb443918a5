import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each bank statement imported at the desk: who, when, which file, what it paid and the report the
  // operator saw. The file's SHA-256 is unique, so the same file imported again answers this report
  // and pays nothing; its payments are keyed one by one in bank_payment besides.
  await db.schema
    .createTable('operator_bank_statement_import')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('already_paid', 'integer', (c) => c.notNull())
    .addColumn('unmatched', 'integer', (c) => c.notNull())
    // The report's lines as the contract's ZBankStatementLine gives them.
    .addColumn('report', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The document job looks for issued documents past their time; paid and expired ones never again.
  await db.schema.createIndex('payment_document_issued_expiry').on('payment_document').column('expires_at').where(sql.ref('status'), '=', 'issued').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_document_issued_expiry').execute();
  await db.schema.dropTable('operator_bank_statement_import').execute();
}
