import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Demo seeding fills a table only while it holds no row, so a restart never duplicates data. */
export async function isEmpty(db: Kysely<Database>, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}
