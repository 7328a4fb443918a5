import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { adoptGuestPayments } from '../payments/guest-payments-repo.ts';

/**
 * Guests' sessions and payments made with `phone` become the driver's: a guest who registers, or
 * confirms the phone on an account, sees what was paid without one. Called in the transaction that
 * gives the driver the phone, so the phone's owner is decided once.
 */
export async function adoptGuestOperations(trx: Transaction<Database>, driverId: number, phone: string): Promise<void> {
  await trx.updateTable('parking_session').set({ driver_id: driverId }).where('driver_id', 'is', null).where('payer_phone', '=', phone).execute();
  await adoptGuestPayments(trx, driverId, phone);
  await operationJournal.adopt(trx, driverId, phone);
}
