import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('zone')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('zone_number', 'text', (c) => c.notNull().unique())
    // The parking code of cities that pay by parking (paymentByParkingId).
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // GeoJSON-like geometry with {lat, lng} points, as the map answer carries it.
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    // [{type: default|saturday|sunday|holiday, from: 'HH:mm:ss', to: 'HH:mm:ss', price: kopecks per hour}]
    .addColumn('prices', 'jsonb', (c) => c.notNull())
    .addColumn('spaces_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spaces_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spaces_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('map_object')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('name_ru', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    .execute();

  // Holidays and working weekends; ordinary days follow the weekday.
  await db.schema
    .createTable('calendar_day')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('holiday', 'workday')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_day', 'map_object', 'zone']) await db.schema.dropTable(table).execute();
}
