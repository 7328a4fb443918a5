import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('provider_payment')
    // What a completed payment bought, written with its completion: the payer's confirmation reads it back.
    .addColumn('confirmation', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider_payment').dropColumn('confirmation').execute();
}
