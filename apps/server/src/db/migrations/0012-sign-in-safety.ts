import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Wrong passwords are also counted per account, whatever the address: the driver a failure was
  // against (empty for an unknown login or a wrong captcha, which guess no password).
  await db.schema
    .alterTable('login_failure')
    .addColumn('driver_id', 'bigint', (c) => c.references('driver.id').onDelete('cascade'))
    .execute();
  await sql`create index login_failure_driver on login_failure (driver_id, at) where driver_id is not null`.execute(db);
}
