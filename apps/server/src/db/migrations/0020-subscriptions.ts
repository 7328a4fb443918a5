import { sql, type Kysely } from 'kysely';

const TYPES = sql`('prev_day', 'day', 'week', 'month', 'quarter', 'year')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Subscriptions on sale. zones: a JSON array of zone numbers, or null for every zone of the city.
  await db.schema
    .createTable('subscription_offer')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${TYPES}`))
    .addColumn('label_ru', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('description_ru', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    // Kopecks.
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('zones', 'jsonb')
    .addColumn('discount_percent', 'integer', (c) => c.notNull().check(sql`discount_percent between 1 and 100`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // A driver's subscription (a benefit): the offer's terms as bought, for one plate and a period of
  // whole days on the city's clock. Two subscriptions of one plate whose periods and zones overlap
  // never both exist: the purchase checks it under the plate's lock (see subscription-repo).
  await db.schema
    .createTable('subscription')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('offer_id', 'bigint', (c) => c.notNull().references('subscription_offer.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${TYPES}`))
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('zones', 'jsonb')
    .addColumn('discount_percent', 'integer', (c) => c.notNull().check(sql`discount_percent between 1 and 100`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'cancelled')`),
    )
    // Kopecks paid.
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    // The ledger entry that paid it, and the provider payment when one did: a payment buys one subscription.
    .addColumn('ledger_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.unique().references('provider_payment.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscription_period', sql`end_at > start_at`)
    .execute();
  // Overlap checks and the cost rule look up a plate's subscriptions ending after a moment; the benefits list a driver's.
  await db.schema.createIndex('subscription_plate').on('subscription').columns(['plate', 'end_at']).execute();
  await db.schema.createIndex('subscription_driver').on('subscription').columns(['driver_id', 'start_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription').execute();
  await db.schema.dropTable('subscription_offer').execute();
}
