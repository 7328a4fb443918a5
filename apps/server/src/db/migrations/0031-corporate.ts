import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A corporate client: signs in by INN and contract number. `balance` is the snapshot of its own
  // ledger (company_operation), moved in the same transaction as each row; the CHECK is the last
  // line of defence against a negative balance, the conditional update the first.
  await db.schema
    .createTable('company')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('inn', 'text', (c) => c.notNull().unique())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A company's driver: matched to a driver's account by a confirmed phone (11 digits, 7…) when parking.
  await db.schema
    .createTable('company_driver')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('patronymic', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // The plate of the vehicle the company gives the driver; '' for none.
    .addColumn('car_number', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Kopecks a calendar month; null for no limit.
    .addColumn('monthly_limit', 'bigint', (c) => c.check(sql`monthly_limit > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_driver_phone', ['company_id', 'phone'])
    .execute();
  await db.schema.createIndex('company_driver_by_phone').on('company_driver').column('phone').execute();

  // Plates are kept upper-cased, so the unique pair is the "ignoring case" rule of the spec.
  await db.schema
    .createTable('company_vehicle')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('plate', 'text', (c) => c.notNull().check(sql`plate = upper(plate) and plate <> ''`))
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_vehicle_plate', ['company_id', 'plate'])
    .execute();
  // One vehicle per VIN in a company: a device fitted to one vehicle is not in use by another.
  await sql`create unique index company_vehicle_vin on company_vehicle (company_id, vin) where vin <> ''`.execute(db);
  await sql`create unique index company_vehicle_main on company_vehicle (company_id) where main`.execute(db);

  // A tracking device fitted to the vehicle of its VIN; an IMEI names one device in the whole city.
  await db.schema
    .createTable('tracking_device')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('imei', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`imei ~ '^[0-9]{15}$'`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index tracking_device_vin on tracking_device (company_id, vin) where vin <> ''`.execute(db);

  // The company's ledger: append-only, the balance is the sum of its rows. Each row also describes
  // what it paid for (the driver, plate, zone and period), so it is the company's history as well.
  // `session_id` is where a parking session paid from the company's balance will be keyed
  // (`session:<id>`), as a driver's are in account_operation.
  await db.schema
    .createTable('company_operation')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('refill', 'payment', 'renew', 'cancel')`))
    // Kopecks; credits positive, debits negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('company_driver_id', 'bigint', (c) => c.references('company_driver.id').onDelete('set null'))
    // The driver's name and phone as they were, kept when the driver is removed from the list.
    .addColumn('driver_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plate', 'text')
    .addColumn('zone_number', 'text')
    .addColumn('parking_code', 'text')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('balance'))
    .addColumn('session_id', 'bigint')
    .addColumn('payment_id', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_operation_company').on('company_operation').columns(['company_id', 'occurred_at', 'id']).execute();
  // A driver's spending in a month (the limit) is read by this index.
  await db.schema.createIndex('company_operation_driver').on('company_operation').columns(['company_driver_id', 'occurred_at']).execute();

  // Companies sign in under the drivers' rules: their failures are counted per account too.
  await db.schema
    .alterTable('login_failure')
    .addColumn('company_id', 'bigint', (c) => c.references('company.id').onDelete('cascade'))
    .execute();
  await sql`create index login_failure_company on login_failure (company_id, at) where company_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from auth_token where user_type = 'coop'`.execute(db);
  await db.schema.alterTable('login_failure').dropColumn('company_id').execute();
  for (const table of ['company_operation', 'tracking_device', 'company_vehicle', 'company_driver', 'company']) await db.schema.dropTable(table).execute();
}
