import { sql, type Kysely } from 'kysely';

/**
 * A second factor for every staff member: an authenticator app's secret (TOTP, RFC 6238), the last
 * step whose code was taken (so a code works once), recovery codes, and the sign-ins waiting for
 * their second step. Members without a secret enrol at their next sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator').addColumn('totp_secret', 'text').addColumn('totp_step', 'bigint').execute();

  // Only the codes' hashes are kept; each is good once.
  await db.schema
    .createTable('operator_recovery_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('operator_recovery_code_once', ['operator_id', 'code_hash'])
    .execute();

  // A sign-in whose password was right, waiting for its code (`secret`: the one being enrolled).
  await db.schema
    .createTable('operator_sign_in')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('operator_sign_in_operator').on('operator_sign_in').column('operator_id').execute();
  await sql`comment on column operator.totp_step is 'the step of the last code taken; a code of that step or an earlier one is refused'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_sign_in').execute();
  await db.schema.dropTable('operator_recovery_code').execute();
  await db.schema.alterTable('operator').dropColumn('totp_step').dropColumn('totp_secret').execute();
}
