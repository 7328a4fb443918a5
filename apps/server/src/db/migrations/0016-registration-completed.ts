import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pending_registration')
    // A completed registration is kept until it expires, so that its e-mailed link opened again says
    // "already confirmed" instead of naming an unknown link.
    .addColumn('completed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pending_registration').dropColumn('completed_at').execute();
}
