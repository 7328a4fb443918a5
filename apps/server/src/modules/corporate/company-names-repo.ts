import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The names of the companies of these ids, by id: what a driver's screen calls the company that paid. */
export async function companyNamesOf(db: Kysely<Database>, companyIds: readonly number[]): Promise<Map<number, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db.selectFrom('company').select(['id', 'name']).where('id', 'in', companyIds).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
