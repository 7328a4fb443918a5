import { sql, type Kysely } from 'kysely';

/**
 * An IMEI is unique within its company, no longer in the whole city: with one index for the city, a
 * company adding a device learnt from the refusal that another company had that IMEI (and could
 * hold a device's IMEI so that its real owner could not add it). Each company's list is its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tracking_device drop constraint tracking_device_imei_key`.execute(db);
  await sql`create unique index tracking_device_imei on tracking_device (company_id, imei)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tracking_device_imei`.execute(db);
  await sql`alter table tracking_device add constraint tracking_device_imei_key unique (imei)`.execute(db);
}
