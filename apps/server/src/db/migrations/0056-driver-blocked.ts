import type { Kysely } from 'kysely';

/**
 * The desk's support staff block a driver's account (issue 38): when, and the reason they gave.
 * Both null for an account that may sign in; set and cleared together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('driver').addColumn('blocked_at', 'timestamptz').addColumn('blocked_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('driver').dropColumn('blocked_reason').dropColumn('blocked_at').execute();
}
