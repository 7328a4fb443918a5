import { sql, type Kysely } from 'kysely';

/**
 * A driver's registration time had the database's now() as its default while the monthly reports
 * compare it with a month's end on the server's clock (as migration 0044 did for the money rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('driver')
    .alterColumn('created_at', (c) => c.dropDefault())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('driver')
    .alterColumn('created_at', (c) => c.setDefault(sql`now()`))
    .execute();
}
