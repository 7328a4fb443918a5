import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each import of fines made at the desk: who, when, and what it did, like the desk's other actions.
  await db.schema
    .createTable('operator_fine_import')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('json', 'csv')`))
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The desk lists the register newest offence first in keyset pages.
  await db.schema.createIndex('fine_offense').on('fine').columns(['offense_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fine_offense').execute();
  await db.schema.dropTable('operator_fine_import').execute();
}
