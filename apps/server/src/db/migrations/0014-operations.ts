import { sql, type Kysely } from 'kysely';

/**
 * What operating the service needs: the instance marker (a database seeded with demo data says so,
 * and is never served without DEMO), and indexes on the times the retention job deletes by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instance')
    // One row at most: the marker describes the whole database.
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('demo_seeded_at', 'timestamptz')
    .execute();
  // Databases seeded before the marker existed are recognised by the demo driver the seed creates.
  await sql`insert into instance (id, demo_seeded_at) select 1, now() where exists (select 1 from driver where email = 'demo@parking.test')`.execute(db);
  await db.schema.createIndex('auth_token_expires_at').on('auth_token').column('expires_at').execute();
  await db.schema.createIndex('confirmation_code_expires_at').on('confirmation_code').column('expires_at').execute();
  await db.schema.createIndex('login_failure_at').on('login_failure').column('at').execute();
  await db.schema.createIndex('outbox_created_at').on('outbox').column('created_at').execute();
}
