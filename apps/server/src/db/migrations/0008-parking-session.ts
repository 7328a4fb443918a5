import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parking_session')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null for guests; a deleted driver's sessions stay, since they still prove a plate was paid for.
    .addColumn('driver_id', 'bigint', (c) => c.references('driver.id').onDelete('set null'))
    .addColumn('zone_id', 'bigint', (c) => c.notNull().references('zone.id'))
    // The zone's number and code as they were when the session was paid.
    .addColumn('zone_number', 'text', (c) => c.notNull())
    .addColumn('parking_code', 'text', (c) => c.notNull())
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('plate_format', 'text', (c) => c.notNull().check(sql`plate_format in ('rus', 'foreign')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'postPayment')`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    // waiting and done are the deferred sessions of cities without a balance.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'active', 'done', 'cancelled')`))
    // Kopecks, net of refunds.
    .addColumn('paid', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid >= 0`),
    )
    // A re-submitted start (same RequestId) finds the session the first one made.
    .addColumn('request_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('parking_session_period', sql`end_at >= start_at`)
    .execute();
  // Overlap checks look up a plate's sessions ending after a moment; the profile a driver's.
  await db.schema.createIndex('parking_session_plate').on('parking_session').columns(['plate', 'end_at']).execute();
  await db.schema.createIndex('parking_session_driver').on('parking_session').columns(['driver_id', 'end_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parking_session').execute();
}
