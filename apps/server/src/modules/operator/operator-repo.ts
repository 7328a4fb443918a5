import type { Kysely } from 'kysely';
import { STAFF_ROLES, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import type { Database } from '../../db/schema.ts';
import type { OperatorRow } from './tables.ts';

/** Roles in the contract's order, whatever order the rows came in. */
const ordered = (roles: readonly TStaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role));

/** The city's operator accounts (its staff) and their roles. */
export function operatorRepo(db: Kysely<Database>) {
  const withId = (row: OperatorRow | undefined) => row && { ...row, id: Number(row.id) };
  return {
    async create(row: { email: string; name: string; passwordHash: string; createdAt: Date; invited?: boolean }): Promise<number> {
      const { id } = await db
        .insertInto('operator')
        .values({ email: row.email, name: row.name, password_hash: row.passwordHash, created_at: row.createdAt, invited: row.invited ?? false })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    findByEmail: async (email: string) => withId(await db.selectFrom('operator').selectAll().where('email', '=', email).executeTakeFirst()),
    findById: async (id: number) => withId(await db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst()),
    /** Every account, in the order they were made. */
    all: async () => (await db.selectFrom('operator').selectAll().orderBy('id').execute()).map((row) => withId(row)!),

    async rolesOf(id: number): Promise<TStaffRole[]> {
      const rows = await db.selectFrom('operator_role').select('role').where('operator_id', '=', id).execute();
      return ordered(rows.map((row) => row.role));
    },
    /** Each listed account's roles. */
    async rolesOfAll(): Promise<Map<number, TStaffRole[]>> {
      const rows = await db.selectFrom('operator_role').select(['operator_id', 'role']).execute();
      const byId = new Map<number, TStaffRole[]>();
      for (const row of rows) byId.set(Number(row.operator_id), [...(byId.get(Number(row.operator_id)) ?? []), row.role]);
      return new Map([...byId].map(([id, roles]) => [id, ordered(roles)]));
    },
    /** Replaces the account's roles with `roles`; run it in a transaction. */
    async setRoles(id: number, roles: readonly TStaffRole[]): Promise<void> {
      await db.deleteFrom('operator_role').where('operator_id', '=', id).execute();
      await db
        .insertInto('operator_role')
        .values(roles.map((role) => ({ operator_id: id, role })))
        .execute();
    },

    /**
     * The roles of an account that may use the desk now (it exists, is not disabled and has set up
     * its password), or null: one statement, so a change made a moment ago is what the next call sees.
     */
    async activeRolesOf(id: number): Promise<TStaffRole[] | null> {
      const rows = await db
        .selectFrom('operator')
        .leftJoin('operator_role', 'operator_role.operator_id', 'operator.id')
        .select('operator_role.role')
        .where('operator.id', '=', id)
        .where('operator.disabled', '=', false)
        .where('operator.invited', '=', false)
        .execute();
      if (rows.length === 0) return null;
      return ordered(rows.flatMap((row) => (row.role ? [row.role] : [])));
    },
  };
}
