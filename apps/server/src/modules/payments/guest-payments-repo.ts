import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A guest's provider payments paid with `phone` become the driver's, in the transaction that gives the driver the phone. */
export async function adoptGuestPayments(trx: Transaction<Database>, driverId: number, phone: string): Promise<void> {
  await trx
    .updateTable('provider_payment')
    .set({ driver_id: driverId })
    .where('driver_id', 'is', null)
    .where(sql<string>`details->>'payerPhone'`, '=', phone)
    .execute();
}
