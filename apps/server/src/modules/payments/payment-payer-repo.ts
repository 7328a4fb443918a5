import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentPayer } from '../operations/operation-journal.ts';

/** How a provider payment was paid and by whom, as the operations history shows it; read in the caller's transaction. */
export async function paymentPayerOf(db: Kysely<Database> | Transaction<Database>, paymentId: string): Promise<PaymentPayer | undefined> {
  return db.selectFrom('provider_payment').select(['method', 'phone', 'details']).where('id', '=', paymentId).executeTakeFirst();
}
