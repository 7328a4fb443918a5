import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The monthly e-mails (a company's statement, a driver's report of operations), one per recipient
  // and month: the unique key is the claim taken before the mail is built, so two runs or two
  // server processes never send one twice. A claim without an outcome is in progress, or was left
  // by a run that failed: the next run takes it again once it is old (monthly-mail-claims.ts).
  await db.schema
    .createTable('monthly_mail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('company-statement', 'driver-report')`))
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('sent', 'empty')`))
    .addColumn('done_at', 'timestamptz')
    .addUniqueConstraint('monthly_mail_once', ['kind', 'owner_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_mail').execute();
}
