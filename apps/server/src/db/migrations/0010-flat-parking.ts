import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Barrier lots: each has its own tariff (price rows as the zones have, kopecks per hour), a free
  // period counted from entry, and the time a paid ticket has to reach the exit.
  await db.schema
    .createTable('flat_lot')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('prices', 'jsonb', (c) => c.notNull())
    .addColumn('free_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`free_minutes >= 0`),
    )
    .addColumn('exit_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(15)
        .check(sql`exit_minutes > 0`),
    )
    .execute();

  // A ticket taken at the entry barrier. paid_until is the moment its stay is paid up to; after
  // exit_deadline an unexited car pays again from paid_until.
  await db.schema
    .createTable('flat_ticket')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Numbers are unique in the city, so a ticket is found by its number alone.
    .addColumn('ticket_number', 'text', (c) => c.notNull().unique())
    .addColumn('lot_id', 'bigint', (c) => c.notNull().references('flat_lot.id'))
    .addColumn('entry_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unpaid')
        .check(sql`status in ('unpaid', 'paid')`),
    )
    .addColumn('paid_until', 'timestamptz')
    .addColumn('exit_deadline', 'timestamptz')
    // Kopecks paid for the ticket so far.
    .addColumn('paid', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A price answered by costPlane, payable for 30 s. basis is the ticket's paid_until when priced:
  // a payment whose basis no longer matches pays for time already paid.
  await db.schema
    .createTable('flat_quote')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'bigint', (c) => c.notNull().references('flat_ticket.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('basis', 'timestamptz')
    .addColumn('priced_to', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flat_quote_created').on('flat_quote').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['flat_quote', 'flat_ticket', 'flat_lot']) await db.schema.dropTable(table).execute();
}
