import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Wrong codes are counted over a whole pending registration or contact change, not only per
  // code, so that asking for a new code does not give the guesser new tries.
  for (const table of ['pending_registration', 'contact_change']) {
    await db.schema
      .alterTable(table)
      .addColumn('attempts', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`attempts >= 0`),
      )
      .execute();
  }
  // One pending change per driver and new address: a second send of a code for the same address
  // is a resend of the same change and keeps its count. Earlier duplicates (minutes old) are dropped.
  await sql`
    delete from contact_change a using contact_change b
    where a.driver_id = b.driver_id and a.kind = b.kind and a.value = b.value
      and (a.created_at < b.created_at or (a.created_at = b.created_at and a.token_hash < b.token_hash))
  `.execute(db);
  await db.schema.createIndex('contact_change_one_per_value').on('contact_change').columns(['driver_id', 'kind', 'value']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_change_one_per_value').execute();
  for (const table of ['pending_registration', 'contact_change']) {
    await db.schema.alterTable(table).dropColumn('attempts').execute();
  }
}
