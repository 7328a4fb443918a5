import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The fine an appeal contests, by UIN (a fine's name in every register); null for other appeals.
  // Not a foreign key: a re-import keeps the UIN, and the appeal outlives any change of the row.
  await db.schema.alterTable('appeal').addColumn('fine_uin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appeal').dropColumn('fine_uin').execute();
}
