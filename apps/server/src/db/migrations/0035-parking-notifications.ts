import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Where notices go when no browser takes them: e-mail instead of an SMS to the main phone; and
  // the language they are written in, the one the driver last used to change a setting or allow push.
  await db.schema
    .alterTable('driver')
    .addColumn('notify_by_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('driver')
    .addColumn('notice_language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ru')
        .check(sql`notice_language in ('ru', 'en')`),
    )
    .execute();

  // A reminder or notice of a session: one per session, kind and the end it speaks of, so a planner
  // running twice (or in two processes) plans it once, and an extension (a new end) plans a new one.
  // `claimed_until` is the lease of the process sending it; `sent_at` marks it done.
  await db.schema
    .createTable('parking_notification')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('parking_session.id').onDelete('cascade'))
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reminder', 'started', 'extended', 'ended')`))
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz')
    // push, sms or email; none when the driver had nowhere to receive it.
    .addColumn('channel', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('parking_notification_once', ['session_id', 'kind', 'ends_at'])
    .execute();
  await sql`create index parking_notification_due on parking_notification (due_at) where sent_at is null`.execute(db);

  // A browser's push subscription (the Push API's endpoint and keys) of a driver who allowed notifications there.
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscription_driver').on('push_subscription').column('driver_id').execute();

  // The VAPID key pair a demo city makes on first start and keeps (production configures its own).
  await db.schema
    .createTable('web_push_key')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_push_key').execute();
  await db.schema.dropTable('push_subscription').execute();
  await db.schema.dropTable('parking_notification').execute();
  await db.schema.alterTable('driver').dropColumn('notice_language').execute();
  await db.schema.alterTable('driver').dropColumn('notify_by_email').execute();
}
