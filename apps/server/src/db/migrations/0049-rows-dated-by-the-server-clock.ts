import { sql, type Kysely } from 'kysely';

/** The columns that still defaulted to the database's now(), beside the server's clock. */
const COLUMNS = [
  ['auth_token', 'created_at'],
  ['auth_token', 'last_used_at'],
  ['driver_phone', 'created_at'],
  ['vehicle', 'created_at'],
  ['driver_document', 'created_at'],
  ['flat_ticket', 'created_at'],
  ['subscription', 'created_at'],
  ['fine', 'created_at'],
  ['fine', 'updated_at'],
  ['operator', 'created_at'],
  ['payment_document', 'created_at'],
  ['bank_payment', 'created_at'],
  ['fiscal_receipt', 'created_at'],
  ['receipt_signing_key', 'created_at'],
  ['parking_notification', 'created_at'],
  ['push_subscription', 'created_at'],
  ['web_push_key', 'created_at'],
  ['company', 'created_at'],
  ['company_driver', 'created_at'],
  ['company_vehicle', 'created_at'],
  ['tracking_device', 'created_at'],
  ['parking_session', 'created_at'],
] as const;

/**
 * As migrations 0044 and 0048 did for the money rows and the driver: a row dated by the database
 * stood on another clock than the rules that read it (a demo seeded at the server's day whose
 * vehicles, fines and tickets were made "today"; a demo company made after the months of its own
 * ledger, so that no monthly statement was due to it; a test clock; a skewed host). Without a
 * default, an insert that does not say when fails at once, and the types make every insert say it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.dropDefault())
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDefault(sql`now()`))
      .execute();
}
