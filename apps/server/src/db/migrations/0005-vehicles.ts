import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicle')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    // The whole plate (number and region), normalised; `number` and `region` are its two parts.
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('rus', 'foreign')`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('A', 'B', 'C', 'D', 'M')`))
    .addColumn('sts_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('vehicle_driver_plate').on('vehicle').columns(['driver_id', 'plate']).unique().execute();
  await sql`create unique index vehicle_one_main on vehicle (driver_id) where is_main`.execute(db);

  await db.schema
    .createTable('driver_document')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('STS', 'VU')`))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('driver_document_unique').on('driver_document').columns(['driver_id', 'type', 'number']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('driver_document').execute();
  await db.schema.dropTable('vehicle').execute();
}
