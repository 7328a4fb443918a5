import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Special zones (the centre, an embankment) cost more in the subscription constructor.
  await db.schema
    .alterTable('zone')
    .addColumn('special', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Offers the constructor builds for a driver's choice of zones and days: never listed among the
  // offers on sale, bought by code like any offer where the constructor is on. `days` is their exact
  // length (the type only names the nearest one); null for the offers of a fixed type.
  await db.schema
    .alterTable('subscription_offer')
    .addColumn('constructed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('days', 'integer', (c) => c.check(sql`days between 1 and 366`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscription_offer').dropColumn('days').dropColumn('constructed').execute();
  await db.schema.alterTable('zone').dropColumn('special').execute();
}
