import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The driver's full name, e-mail and main phone, as a document made for the driver names them; undefined for an unknown driver. */
export function driverNameAndLoginOf(db: Kysely<Database>, driverId: number) {
  return db
    .selectFrom('driver')
    .leftJoin('driver_phone', (join) => join.onRef('driver_phone.driver_id', '=', 'driver.id').on('driver_phone.is_main', '=', true))
    .select(['driver.first_name', 'driver.last_name', 'driver.middle_name', 'driver.email', 'driver_phone.phone'])
    .where('driver.id', '=', driverId)
    .executeTakeFirst();
}
