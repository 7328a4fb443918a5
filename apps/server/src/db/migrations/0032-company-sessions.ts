import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A session paid from a company's balance remembers the company and the company's driver, so that
  // its extensions are charged and its cancel refunded to the company, not to the driver's balance.
  await db.schema
    .alterTable('parking_session')
    .addColumn('company_id', 'bigint', (c) => c.references('company.id').onDelete('set null'))
    .addColumn('company_driver_id', 'bigint', (c) => c.references('company_driver.id').onDelete('set null'))
    .execute();
  // The driver's history shows such an operation with the company's name as its method.
  await db.schema.alterTable('operation').addColumn('company_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operation').dropColumn('company_name').execute();
  await db.schema.alterTable('parking_session').dropColumn('company_driver_id').dropColumn('company_id').execute();
}
