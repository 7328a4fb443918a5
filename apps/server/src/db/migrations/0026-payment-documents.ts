import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A payment slip or invoice a driver pays through a bank. Its money moves through the waiting
  // provider payment it names (payment_id), whose completion credits the top-up or writes the
  // subscription exactly once; the document keeps what was printed: the payer, the payee's bank
  // details at issue, the purpose and the UIN the bank's payment must carry.
  await db.schema
    .createTable('payment_document')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('slip', 'invoice')`))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('refill', 'subscription')`))
    // Kopecks.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('uin', 'text', (c) => c.notNull().unique())
    .addColumn('payer', 'jsonb', (c) => c.notNull())
    .addColumn('payee', 'jsonb', (c) => c.notNull())
    // What it pays for as printed: the subscription's label, plate and period; {} for a top-up.
    .addColumn('subject', 'jsonb', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('provider_payment.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('issued')
        .check(sql`status in ('issued', 'paid', 'expired')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_document_driver').on('payment_document').columns(['driver_id', 'created_at']).execute();

  // One row per bank payment applied or refused, keyed by the statement's own identity of it, so a
  // statement imported twice reports the second time what the first did and moves nothing.
  await db.schema
    .createTable('bank_payment')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'bigint', (c) => c.references('payment_document.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_payment').execute();
  await db.schema.dropTable('payment_document').execute();
}
