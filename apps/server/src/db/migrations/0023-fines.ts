import { sql, type Kysely } from 'kysely';

const STATUSES = sql`('new', 'sent', 'delivered', 'signed', 'returned', 'suspended', 'paid', 'cancelled', 'bailiff')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The city's fines register, filled by imports. A UIN names one charge: a re-import updates the
  // row it names. plate, sts and licence are normalised as the vehicles and documents are, so a
  // driver's fines are found by equality.
  await db.schema
    .createTable('fine')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('uin', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${STATUSES}`))
    .addColumn('article', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    // The parking zone the place belongs to, when the import names one: the coverage check compares it.
    .addColumn('zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('offense_at', 'timestamptz', (c) => c.notNull())
    // Calendar dates (YYYY-MM-DD) as the ruling states them; '' when there is no ruling yet.
    .addColumn('ruling_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('charge_date', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull().defaultTo(''))
    // Kopecks.
    .addColumn('total_sum', 'bigint', (c) => c.notNull().check(sql`total_sum >= 0`))
    .addColumn('paid_sum', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid_sum >= 0`),
    )
    .addColumn('sts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plate', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('fine_plate').on('fine').column('plate').execute();
  await db.schema.createIndex('fine_sts').on('fine').column('sts').execute();
  await db.schema.createIndex('fine_licence').on('fine').column('licence').execute();

  // A fine's evidence photo: one per fine, PNG, JPEG or SVG, checked on import.
  await db.schema
    .createTable('fine_photo')
    .addColumn('fine_id', 'bigint', (c) => c.primaryKey().references('fine.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/svg+xml')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fine_photo').execute();
  await db.schema.dropTable('fine').execute();
}
