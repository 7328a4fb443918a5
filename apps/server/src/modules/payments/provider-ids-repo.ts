import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a provider payment is known by outside the city: the provider's own id and when it completed. */
export interface ProviderTrace {
  providerPaymentId: string | null;
  completedAt: Date | null;
}

/** The provider's ids and completion times of these payments, by payment id; an unknown id is left out. */
export async function providerTracesOf(db: Kysely<Database>, paymentIds: readonly string[]): Promise<Map<string, ProviderTrace>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.selectFrom('provider_payment').select(['id', 'provider_payment_id', 'completed_at']).where('id', 'in', paymentIds).execute();
  return new Map(rows.map((row) => [row.id, { providerPaymentId: row.provider_payment_id, completedAt: row.completed_at }]));
}
