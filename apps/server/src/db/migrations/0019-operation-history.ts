import { sql, type Kysely } from 'kysely';

/**
 * The operations history: one row per money event of a driver, kept by the code that moves the
 * money in the same transaction (README, "Operations history"), and filled here from what the
 * ledger, the sessions and the payments already hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The 20 % bonus of a card scheme is credited to the balance like any other money.
  await sql`alter table account_operation drop constraint account_operation_kind_check`.execute(db);
  await sql`alter table account_operation add constraint account_operation_kind_check
    check (kind in ('refill', 'payment', 'renew', 'cancel', 'postPayment', 'subscription', 'bonus'))`.execute(db);

  await db.schema
    .createTable('operation')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null for a guest's payment until a driver confirms the guest's phone.
    .addColumn('driver_id', 'bigint', (c) => c.references('driver.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('payment', 'renew', 'cancel', 'refill', 'paymentSubscription', 'paymentGate', 'bonus20')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('done', 'cancel', 'error', 'waiting', 'wait', 'processing')`))
    // Kopecks, never negative: the type says which way the money went.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('sum_sale', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sum_sale >= 0`),
    )
    // `balance` or the provider's method.
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('balance'))
    // The phone that paid through a provider, or a guest's, by which a driver adopts the row.
    .addColumn('payer_phone', 'text')
    // Whole milliseconds, so that the paging key (which holds it) names it exactly.
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('zone_number', 'text')
    .addColumn('parking_code', 'text')
    .addColumn('plate', 'text')
    .addColumn('session_id', 'bigint')
    .addColumn('payment_id', 'text')
    // The ledger entry's idempotency key, `payment:<id>` for a provider payment that has none, or
    // `session:<id>` for a no-balance session's debt: one row per event, whichever path writes it.
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .execute();
  // The history's pages: a driver's operations newest first, the id ordering those of one instant.
  await db.schema.createIndex('operation_driver_page').on('operation').columns(['driver_id', 'occurred_at', 'id']).execute();
  await sql`create index operation_guest_phone on operation (payer_phone) where driver_id is null`.execute(db);

  await backfill(db);
}

/** The history of a database created before the operations existed, derived once from its sources. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  // Every ledger entry, except a provider payment's credit that its session was debited from at once.
  await sql`
    insert into operation (driver_id, type, status, amount, method, payer_phone, occurred_at, starts_at, ends_at,
      zone_number, parking_code, plate, session_id, payment_id, source_key)
    select o.driver_id,
      case o.kind when 'postPayment' then 'payment' when 'subscription' then 'paymentSubscription' when 'bonus' then 'bonus20' else o.kind end,
      'done', abs(o.amount), coalesce(p.method, 'balance'), p.phone, date_trunc('milliseconds', o.created_at),
      s.start_at, s.end_at, s.zone_number, s.parking_code, s.plate, o.session_id, o.payment_id, o.idempotency_key
    from account_operation o
    left join provider_payment p on p.id = o.payment_id
    left join parking_session s on s.id = o.session_id
    where not (o.amount > 0 and o.payment_id is not null
      and exists (select 1 from account_operation d where d.payment_id = o.payment_id and d.amount < 0))
    order by o.id`.execute(db);
  // Debts of no-balance sessions still waiting for their payment.
  await sql`
    insert into operation (driver_id, type, status, amount, occurred_at, starts_at, ends_at, zone_number, parking_code, plate, session_id, source_key)
    select driver_id, 'payment', 'waiting', amount_to_pay, date_trunc('milliseconds', end_at), start_at, end_at, zone_number, parking_code, plate, id, 'session:' || id
    from parking_session where status = 'waiting' and driver_id is not null
    order by id
    on conflict (source_key) do nothing`.execute(db);
  // Provider payments that reached no ledger: waiting, declined, refunded, a guest's, a barrier ticket's.
  await sql`
    insert into operation (driver_id, type, status, amount, method, payer_phone, occurred_at, zone_number, parking_code, plate, payment_id, source_key)
    select p.driver_id,
      case p.purpose when 'refill' then 'refill' when 'renew' then 'renew' when 'flat' then 'paymentGate' else 'payment' end,
      case p.status when 'wait' then 'wait' when 'done' then 'done' when 'expired' then 'error' when 'refunding' then 'processing' else 'cancel' end,
      p.amount, p.method, coalesce(p.phone, p.details->>'payerPhone'), date_trunc('milliseconds', p.created_at),
      coalesce(p.details->>'zoneNumber', l.number), coalesce(p.details->>'parkingCode', l.number), p.details->>'plate', p.id, 'payment:' || p.id
    from provider_payment p
    left join flat_ticket t on p.purpose = 'flat' and t.id = (p.details->>'ticketId')::bigint
    left join flat_lot l on l.id = t.lot_id
    where p.purpose <> 'deferred' and not exists (select 1 from account_operation o where o.payment_id = p.id)
    order by p.created_at
    on conflict (source_key) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operation').execute();
  await sql`alter table account_operation drop constraint account_operation_kind_check`.execute(db);
  await sql`alter table account_operation add constraint account_operation_kind_check
    check (kind in ('refill', 'payment', 'renew', 'cancel', 'postPayment', 'subscription'))`.execute(db);
}
