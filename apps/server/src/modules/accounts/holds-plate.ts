import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Whether the driver has `plate` (normalised, as the vehicle list stores it) among their vehicles:
 * the plate's registered owner, for what may keep a driver from paying for it. Anyone may pay for
 * any plate, so somebody else's session or subscription on it never locks its owner out: the owner
 * is blocked only by their own (session-repo's and subscription-repo's `blocking`).
 */
export async function holdsPlate(db: Kysely<Database> | Transaction<Database>, driverId: number, plate: string): Promise<boolean> {
  const vehicle = await db.selectFrom('vehicle').select('id').where('driver_id', '=', driverId).where('plate', '=', plate).executeTakeFirst();
  return vehicle !== undefined;
}
