import type { Kysely } from 'kysely';

/**
 * A pending registration keeps the phone and the e-mail its codes confirmed, not only when: the
 * account is made from these values, and only while they are still the registration's own. Rows
 * confirmed before this migration have none and are asked for a new code (a resend).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pending_registration').addColumn('confirmed_phone', 'text').addColumn('confirmed_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pending_registration').dropColumn('confirmed_phone').dropColumn('confirmed_email').execute();
}
