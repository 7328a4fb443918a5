import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('driver')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Stored lower-cased; unique among drivers.
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    // Empty for accounts created without one (identity provider, operator import): login answers EmptyPass.
    .addColumn('password_hash', 'text')
    .addColumn('yandex_id', 'text', (c) => c.unique())
    .addColumn('report_history_operation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('push_off', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('check_parking_session_before', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('check_parking_session', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('driver_phone')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('driver_phone_driver').on('driver_phone').column('driver_id').execute();
  // At most one main phone per driver, enforced by the database rather than by care.
  await sql`create unique index driver_phone_one_main on driver_phone (driver_id) where is_main`.execute(db);

  await db.schema
    .createTable('pending_registration')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    // The e-mail link carries this instead of the token, so a forwarded mail cannot finish a registration.
    .addColumn('email_salt', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('confirmation_type', 'text', (c) => c.notNull().check(sql`confirmation_type in ('SMS', 'Call')`))
    .addColumn('phone_confirmed_at', 'timestamptz')
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('confirmation_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // What the code confirms and for whom: ('registration-phone', <pending token hash>), ('restore', <driver id>) …
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('confirmation_code_subject').on('confirmation_code').columns(['purpose', 'subject']).execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_login').on('login_failure').columns(['login', 'at']).execute();
  await db.schema.createIndex('login_failure_ip').on('login_failure').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('captcha_challenge')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('captcha_challenge_login').on('captcha_challenge').columns(['login', 'ip']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'call', 'email')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'captcha_challenge', 'login_failure', 'confirmation_code', 'pending_registration', 'driver_phone', 'driver']) {
    await db.schema.dropTable(table).execute();
  }
}
