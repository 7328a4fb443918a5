import { sql, type Kysely } from 'kysely';

/**
 * When a constructor search last answered a constructed offer. A search writes its offers' rows
 * before anyone buys them (the code a purchase names has no room for the zones), so the retention
 * job removes those nobody bought or is paying for once no search has shown them for a day. Rows
 * built before this migration count as shown now, so that none goes while a driver may still buy it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscription_offer').addColumn('shown_at', 'timestamptz').execute();
  await sql`update subscription_offer set shown_at = now() where constructed`.execute(db);
  await db.schema
    .createIndex('subscription_offer_constructed_shown')
    .on('subscription_offer')
    .column('shown_at')
    .where(sql.ref('constructed'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscription_offer_constructed_shown').execute();
  await db.schema.alterTable('subscription_offer').dropColumn('shown_at').execute();
}
