import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('provider_payment')
    // The hash of the guest token that made the payment, so that only that guest may read its status.
    .addColumn('guest_token_hash', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider_payment').dropColumn('guest_token_hash').execute();
}
