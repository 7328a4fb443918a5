import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { LATIN_LOOK_ALIKES } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';

// The contract's Latin look-alikes, as the two alphabets of SQL's translate().
const LATIN = Object.keys(LATIN_LOOK_ALIKES).join('');
const CYRILLIC = Object.values(LATIN_LOOK_ALIKES).join('');

/** The driver's vehicles' plates with their formats, as the vehicle list stores them (normalised). */
export function vehiclePlatesOf(db: Kysely<Database> | Transaction<Database>, driverId: number) {
  return db.selectFrom('vehicle').select(['plate', 'format']).where('driver_id', '=', driverId).execute();
}

/**
 * Whether one of the driver's vehicles has the STS `sts` and, read in Cyrillic, the plate `plate`
 * (a foreign vehicle's plate keeps its Latin letters in the list). A vehicle without an STS
 * matches nothing. A condition for another module's query, so that it never reads a vehicle row.
 */
export function hasVehicleWith(driverId: number, { plate, sts }: { plate: Expression<string>; sts: Expression<string> }): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('vehicle')
      .select(sql`1`.as('one'))
      .where('vehicle.driver_id', '=', driverId)
      .where('vehicle.sts_number', '<>', '')
      .where('vehicle.sts_number', '=', sts)
      .where(sql<string>`translate(${sql.ref('vehicle.plate')}, ${LATIN}, ${CYRILLIC})`, '=', plate),
  );
}

/** Whether `licence` is the number of one of the driver's driving licences (an empty one matches nothing); a condition as hasVehicleWith. */
export function hasLicence(driverId: number, licence: Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('driver_document')
      .select(sql`1`.as('one'))
      .where('driver_document.driver_id', '=', driverId)
      .where('driver_document.type', '=', 'VU')
      .where('driver_document.number', '<>', '')
      .where('driver_document.number', '=', licence),
  );
}
