import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A no-balance session runs until it is stopped: no end until then. A NULL end passes the
  // parking_session_period check, and overlap checks read it as "still running".
  await db.schema
    .alterTable('parking_session')
    .alterColumn('end_at', (c) => c.dropNotNull())
    .execute();
  // Kopecks due for a waiting (deferred) session: its cost, fixed when it was stopped.
  await db.schema
    .alterTable('parking_session')
    .addColumn('amount_to_pay', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`amount_to_pay >= 0`),
    )
    .execute();
  // The guest payer's phone: a driver who later registers or confirms it takes the session over.
  await db.schema.alterTable('parking_session').addColumn('payer_phone', 'text').execute();
  await db.schema.createIndex('parking_session_guest_phone').on('parking_session').column('payer_phone').where(sql.ref('driver_id'), 'is', null).execute();
  // Guest payments keep the payer's phone in details (their phone column is only for phone methods).
  await sql`create index provider_payment_guest_phone on provider_payment ((details->>'payerPhone')) where driver_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index provider_payment_guest_phone`.execute(db);
  await db.schema.dropIndex('parking_session_guest_phone').execute();
  await db.schema.alterTable('parking_session').dropColumn('payer_phone').execute();
  await db.schema.alterTable('parking_session').dropColumn('amount_to_pay').execute();
  await db
    .deleteFrom('parking_session' as never)
    .where(sql.ref('end_at'), 'is', null)
    .execute();
  await db.schema
    .alterTable('parking_session')
    .alterColumn('end_at', (c) => c.setNotNull())
    .execute();
}
