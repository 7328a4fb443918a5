import { sql, type Kysely } from 'kysely';

const ROLES = sql`('admin', 'support', 'finance', 'content', 'tariffs', 'fines')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A staff member's roles (the contract's ZStaffRole), one row each; the desk reads them on every call.
  await db.schema
    .createTable('operator_role')
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ${ROLES}`))
    .addPrimaryKeyConstraint('operator_role_pkey', ['operator_id', 'role'])
    .execute();
  // Everyone who worked at the desk before roles existed could do everything there: they keep that
  // as admins, and a city that made its accounts with `npm run operator:add` is never left without one.
  await sql`insert into operator_role (operator_id, role) select id, 'admin' from operator`.execute(db);

  // An invited member has an account but no password yet: nobody signs in with it until the set-up link is used.
  await db.schema
    .alterTable('operator')
    .addColumn('invited', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // The set-up link of an invitation: only its token's hash is kept; it works once, until it expires.
  await db.schema
    .createTable('operator_invite')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'bigint', (c) => c.references('operator.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('operator_invite_operator').on('operator_invite').column('operator_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_invite').execute();
  await db.schema.alterTable('operator').dropColumn('invited').execute();
  await db.schema.dropTable('operator_role').execute();
}
