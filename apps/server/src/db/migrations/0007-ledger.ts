import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The balance snapshot, moved in the same transaction as each ledger row; the CHECK is the last
  // line of defence against a negative balance, the conditional update is the first.
  await db.schema
    .createTable('account')
    .addColumn('driver_id', 'bigint', (c) => c.primaryKey().references('driver.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .execute();

  // Append-only: rows are never updated or deleted; the balance is the sum of a driver's rows.
  await db.schema
    .createTable('account_operation')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('refill', 'payment', 'renew', 'cancel', 'postPayment', 'subscription')`))
    // Kopecks; credits positive, debits negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // One row per payment, order or request: a replay finds it and changes nothing.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text')
    .addColumn('session_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_operation_driver').on('account_operation').columns(['driver_id', 'created_at']).execute();

  await db.schema
    .createTable('provider_payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.references('driver.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('wait', 'done', 'declined')`))
    // What a completed payment is for (a session to start or extend), read by the completion.
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['provider_payment', 'account_operation', 'account']) await db.schema.dropTable(table).execute();
}
