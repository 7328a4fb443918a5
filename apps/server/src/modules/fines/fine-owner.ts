import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { LATIN_LOOK_ALIKES } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';

// The contract's Latin look-alikes, as the two alphabets of SQL's translate().
const LATIN = Object.keys(LATIN_LOOK_ALIKES).join('');
const CYRILLIC = Object.values(LATIN_LOOK_ALIKES).join('');

/**
 * The one definition of whose a fine is, for every call that reads one for a driver (the list, a
 * fine's card, its photo, its evidence, an appeal against it). As the traffic police's own look-up
 * asks, a plate alone is not enough, since anyone may add any plate to their vehicles: a fine is
 * the driver's when its plate and its STS are those of one of their vehicles, or when its driving
 * licence is one of their documents'. A vehicle without an STS matches no fine.
 *
 * Written as a condition on `fine`, so the database never hands over a row outside the rule. The
 * stored values are already normalised (upper case, no spaces; fines' plates and every STS and
 * licence in Cyrillic); a foreign vehicle's plate keeps its Latin letters and is turned to Cyrillic
 * here, as the import turns the fine's.
 */
export function fineOwnedBy(driverId: number) {
  return (eb: ExpressionBuilder<Database, 'fine'>): Expression<SqlBool> =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('vehicle')
          .select(sql`1`.as('one'))
          .where('vehicle.driver_id', '=', driverId)
          .where('vehicle.sts_number', '<>', '')
          .whereRef('vehicle.sts_number', '=', 'fine.sts')
          .where(sql<string>`translate(${sql.ref('vehicle.plate')}, ${LATIN}, ${CYRILLIC})`, '=', eb.ref('fine.plate')),
      ),
      eb.exists(
        eb
          .selectFrom('driver_document')
          .select(sql`1`.as('one'))
          .where('driver_document.driver_id', '=', driverId)
          .where('driver_document.type', '=', 'VU')
          .where('driver_document.number', '<>', '')
          .whereRef('driver_document.number', '=', 'fine.licence'),
      ),
    ]);
}
