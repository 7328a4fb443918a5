import { sql, type Kysely } from 'kysely';

/**
 * The desk's driver search looks vehicles up by plate and STS and documents by number, across every
 * driver; the existing indexes lead with the driver, so without these each look-up read the whole
 * table. An empty STS (a vehicle without one) is never looked up, so it is left out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicle_plate').on('vehicle').columns(['plate', 'driver_id']).execute();
  await sql`create index vehicle_sts on vehicle (sts_number, driver_id) where sts_number <> ''`.execute(db);
  await db.schema.createIndex('driver_document_number').on('driver_document').columns(['number', 'type']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('driver_document_number').execute();
  await db.schema.dropIndex('vehicle_sts').execute();
  await db.schema.dropIndex('vehicle_plate').execute();
}
