import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OperatorRow } from './tables.ts';

/** The city's operator accounts. */
export function operatorRepo(db: Kysely<Database>) {
  const withId = (row: OperatorRow | undefined) => row && { ...row, id: Number(row.id) };
  return {
    async create(row: { email: string; name: string; passwordHash: string }): Promise<number> {
      const { id } = await db
        .insertInto('operator')
        .values({ email: row.email, name: row.name, password_hash: row.passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    findByEmail: async (email: string) => withId(await db.selectFrom('operator').selectAll().where('email', '=', email).executeTakeFirst()),
    findById: async (id: number) => withId(await db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst()),
  };
}
