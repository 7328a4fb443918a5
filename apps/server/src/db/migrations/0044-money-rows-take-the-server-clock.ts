import { sql, type Kysely } from 'kysely';

/** The money and history columns that rules compare with the server's clock. */
const COLUMNS = [
  ['account_operation', 'created_at'],
  ['provider_payment', 'created_at'],
  ['provider_refund', 'created_at'],
  ['operation', 'occurred_at'],
  ['company_operation', 'occurred_at'],
] as const;

/**
 * Their defaults were the database's `now()`, a second clock beside the one the services are given:
 * a company's monthly cap read "this month" on the services' clock but counted rows stamped by the
 * database's, so the two disagreed whenever the clocks did (a test clock, a skewed host). Without a
 * default, a row that does not say when it happened fails at once instead of taking another clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.dropDefault())
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const value = table === 'operation' ? sql`date_trunc('milliseconds', now())` : sql`now()`;
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDefault(value))
      .execute();
  }
}
