import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One receipt per money event (source): a provider payment's income, or one refund's return.
  // Recorded `pending` in the transaction that moves the money, issued by the cash register after it.
  await db.schema
    .createTable('fiscal_receipt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('provider_payment.id'))
    .addColumn('sign', 'text', (c) => c.notNull().check(sql`sign in ('income', 'incomeReturn')`))
    // The item as decided with the money: name, settlement method and subject.
    .addColumn('item', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('buyer_email', 'text')
    .addColumn('buyer_phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('ru', 'en')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'issued')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the job may next try what is left: issuing a pending receipt, or e-mailing an issued one.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('issued_at', 'timestamptz')
    // The receipt as the register issued it (TFiscalReceipt) and the city's signature of it; never changed after.
    .addColumn('document', 'jsonb')
    .addColumn('signature', 'text')
    .addColumn('emailed_at', 'timestamptz')
    .addCheckConstraint('fiscal_receipt_issued', sql`(status = 'issued') = (document is not null and signature is not null)`)
    .execute();
  await db.schema.createIndex('fiscal_receipt_payment').on('fiscal_receipt').columns(['payment_id']).execute();
  await db.schema.createIndex('fiscal_receipt_due').on('fiscal_receipt').columns(['next_attempt_at']).where(sql.ref('emailed_at'), 'is', null).execute();

  // The sandbox register's last fiscal document number, per register: ФД counts up without gaps.
  await db.schema
    .createTable('fiscal_register_counter')
    .addColumn('register_number', 'text', (c) => c.primaryKey())
    .addColumn('last_fd', 'bigint', (c) => c.notNull())
    .execute();

  // The city's receipt signing key where none is configured (demo and tests): made once, kept.
  await db.schema
    .createTable('receipt_signing_key')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_signing_key').execute();
  await db.schema.dropTable('fiscal_register_counter').execute();
  await db.schema.dropTable('fiscal_receipt').execute();
}
