import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hasLicence, hasVehicleWith } from '../accounts/vehicle-lookup-repo.ts';

/**
 * The one definition of whose a fine is, for every call that reads one for a driver (the list, a
 * fine's card, its photo, its evidence, an appeal against it). As the traffic police's own look-up
 * asks, a plate alone is not enough, since anyone may add any plate to their vehicles: a fine is
 * the driver's when its plate and its STS are those of one of their vehicles, or when its driving
 * licence is one of their documents'. A vehicle without an STS matches no fine.
 *
 * Written as a condition on `fine`, so the database never hands over a row outside the rule; the
 * vehicles and documents are the accounts module's conditions. The stored values are already
 * normalised (upper case, no spaces; fines' plates and every STS and licence in Cyrillic); a
 * foreign vehicle's plate keeps its Latin letters and is read in Cyrillic, as the import turns the fine's.
 */
export function fineOwnedBy(driverId: number) {
  return (eb: ExpressionBuilder<Database, 'fine'>): Expression<SqlBool> =>
    eb.or([hasVehicleWith(driverId, { plate: eb.ref('fine.plate'), sts: eb.ref('fine.sts') }), hasLicence(driverId, eb.ref('fine.licence'))]);
}
