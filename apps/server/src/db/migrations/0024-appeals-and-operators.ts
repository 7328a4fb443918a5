import { sql, type Kysely } from 'kysely';

const STATUSES = sql`('registered', 'inWork', 'needsClarification', 'completed')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The city's operator staff: a desk account of their own, never a driver's.
  await db.schema
    .createTable('operator')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // A driver's appeal; phone and e-mail are those the driver wrote in the form, where replies are sent.
  await db.schema
    .createTable('appeal')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('driver_id', 'bigint', (c) => c.notNull().references('driver.id').onDelete('cascade'))
    // A value of the city's feedbackTopics, or '' for none; kept as written even if the settings change.
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${STATUSES}`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('ru', 'en')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appeal_driver').on('appeal').columns(['driver_id', 'id']).execute();
  await db.schema.createIndex('appeal_status').on('appeal').columns(['status', 'id']).execute();

  // `out` messages are the driver's; the others are an operator's replies, naming the operator.
  await db.schema
    .createTable('appeal_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('appeal_id', 'bigint', (c) => c.notNull().references('appeal.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('out', 'boolean', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.references('operator.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('appeal_message_author', sql`out = (operator_id is null)`)
    .execute();
  await db.schema.createIndex('appeal_message_appeal').on('appeal_message').columns(['appeal_id', 'id']).execute();

  // What each operator did to an appeal, and when: replies and status changes.
  await db.schema
    .createTable('operator_action')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id'))
    .addColumn('appeal_id', 'bigint', (c) => c.notNull().references('appeal.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('reply', 'status')`))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_action_appeal').on('operator_action').columns(['appeal_id', 'id']).execute();

  // Operators sign in under the drivers' rules: their failures are counted per account too.
  await db.schema
    .alterTable('login_failure')
    .addColumn('operator_id', 'bigint', (c) => c.references('operator.id').onDelete('cascade'))
    .execute();
  await sql`create index login_failure_operator on login_failure (operator_id, at) where operator_id is not null`.execute(db);
  await sql`alter table auth_token drop constraint auth_token_user_type_check`.execute(db);
  await sql`alter table auth_token add constraint auth_token_user_type_check check (user_type in ('standart', 'coop', 'guest', 'operator'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from auth_token where user_type = 'operator'`.execute(db);
  await sql`alter table auth_token drop constraint auth_token_user_type_check`.execute(db);
  await sql`alter table auth_token add constraint auth_token_user_type_check check (user_type in ('standart', 'coop', 'guest'))`.execute(db);
  await db.schema.alterTable('login_failure').dropColumn('operator_id').execute();
  await db.schema.dropTable('operator_action').execute();
  await db.schema.dropTable('appeal_message').execute();
  await db.schema.dropTable('appeal').execute();
  await db.schema.dropTable('operator').execute();
}
