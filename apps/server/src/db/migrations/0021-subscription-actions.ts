import { sql, type Kysely } from 'kysely';

const KINDS = sql`('refill', 'payment', 'renew', 'cancel', 'postPayment', 'subscription', 'bonus')`;
const KINDS_WITH_REFUNDS = sql`('refill', 'payment', 'renew', 'cancel', 'postPayment', 'subscription', 'bonus', 'subscriptionRefund', 'providerRefund')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A refund of a subscription's unused days credits the balance; money that goes back through the
  // provider leaves it again as a debit of its own.
  await sql`alter table account_operation drop constraint account_operation_kind_check`.execute(db);
  await sql`alter table account_operation add constraint account_operation_kind_check check (kind in ${KINDS_WITH_REFUNDS})`.execute(db);
  // A refunded subscription ends at the refund instant, which precedes its start when it is refunded
  // before it begins; only such a one may end before it starts.
  await sql`alter table subscription drop constraint subscription_status_check`.execute(db);
  await sql`alter table subscription add constraint subscription_status_check check (status in ('active', 'cancelled', 'refunded'))`.execute(db);
  await sql`alter table subscription drop constraint subscription_period`.execute(db);
  await sql`alter table subscription add constraint subscription_period check (end_at > start_at or status = 'refunded')`.execute(db);
  await db.schema
    .alterTable('subscription')
    // The end as bought, kept when a pause or a refund first moves end_at, so every shift is auditable.
    .addColumn('paid_end_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    // The plate before the driver changed the vehicle; a subscription's vehicle changes at most once.
    .addColumn('previous_plate', 'text')
    .execute();

  // A subscription's pauses. ended_at is null while it runs, and stays null for one that ended by
  // itself 30 days after it began; end_before is the subscription's end when the pause began.
  await db.schema
    .createTable('subscription_pause')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_id', 'bigint', (c) => c.notNull().references('subscription.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_before', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('subscription_pause_order', sql`ended_at is null or ended_at >= started_at`)
    .execute();
  await db.schema.createIndex('subscription_pause_subscription').on('subscription_pause').columns(['subscription_id', 'started_at']).execute();

  // A part of a provider payment returned to the payer (a subscription's unused days). `refunding`
  // until the provider confirms it; the key is also the provider's idempotence key, so a retry
  // never returns the money twice.
  await db.schema
    .createTable('provider_refund')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('provider_payment.id'))
    // Kopecks.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('refunding', 'refunded')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('provider_refund_status').on('provider_refund').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_refund').execute();
  await db.schema.dropTable('subscription_pause').execute();
  await db.schema.alterTable('subscription').dropColumn('previous_plate').dropColumn('refunded_at').dropColumn('paid_end_at').execute();
  await sql`alter table subscription drop constraint subscription_period`.execute(db);
  await sql`alter table subscription add constraint subscription_period check (end_at > start_at)`.execute(db);
  await sql`alter table subscription drop constraint subscription_status_check`.execute(db);
  await sql`alter table subscription add constraint subscription_status_check check (status in ('active', 'cancelled'))`.execute(db);
  await sql`alter table account_operation drop constraint account_operation_kind_check`.execute(db);
  await sql`alter table account_operation add constraint account_operation_kind_check check (kind in ${KINDS})`.execute(db);
}
