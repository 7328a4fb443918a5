import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The instance marker of migration 0014; kept apart from the modules' tables, as it describes the database itself. */
export type InstanceTables = {
  instance: { id: number; demo_seeded_at: Date | null };
};

const instance = (db: Kysely<Database>) => db.withTables<InstanceTables>();

/** Marks the database as holding demo data (demo passwords, sandbox money); written before the first seeded row. */
export async function markDemoDatabase(db: Kysely<Database>, at: Date = new Date()): Promise<void> {
  await instance(db)
    .insertInto('instance')
    .values({ id: 1, demo_seeded_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Whether demo data was ever seeded into this database. */
export async function isDemoDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await instance(db).selectFrom('instance').select('demo_seeded_at').where('id', '=', 1).executeTakeFirst();
  return Boolean(row?.demo_seeded_at);
}
