import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Money taken that cannot be applied goes back: `refunding` is written with the decision and
  // turns `refunded` once the provider confirms; `expired` is a waiting payment nobody may complete.
  await sql`alter table provider_payment drop constraint provider_payment_status_check`.execute(db);
  await sql`alter table provider_payment add constraint provider_payment_status_check
    check (status in ('wait', 'done', 'declined', 'expired', 'refunding', 'refunded'))`.execute(db);
  await db.schema
    .alterTable('provider_payment')
    // The provider's own id of the payment (YooKassa's), by which its notifications name it.
    .addColumn('provider_payment_id', 'text')
    // After this instant a waiting payment is expired; null for payments made before expiry existed.
    .addColumn('expires_at', 'timestamptz')
    // When the job last asked the provider about the payment (its notification may go astray).
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('provider_payment_provider_id').unique().on('provider_payment').column('provider_payment_id').execute();
  // The job's pages: waiting payments past expiry and refunds still to confirm.
  await sql`create index provider_payment_open on provider_payment (status, expires_at) where status in ('wait', 'refunding')`.execute(db);
  // The job's page of provider payments to ask about: waiting or expired, least recently asked first.
  await sql`create index provider_payment_unconfirmed on provider_payment (checked_at nulls first) where provider_payment_id is not null and status in ('wait', 'expired')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index provider_payment_unconfirmed`.execute(db);
  await sql`drop index provider_payment_open`.execute(db);
  await db.schema.dropIndex('provider_payment_provider_id').execute();
  await db.schema.alterTable('provider_payment').dropColumn('provider_payment_id').dropColumn('expires_at').dropColumn('checked_at').execute();
}
