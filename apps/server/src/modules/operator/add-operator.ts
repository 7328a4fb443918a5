import type { Kysely } from 'kysely';
import { ZEmailField, ZNewPasswordField } from '@city-parking/contract/profile/contact-rules';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { safeParse } from 'zod/v4/core';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { operatorRepo } from './operator-repo.ts';

export interface NewOperator {
  email: string;
  name: string;
  password: string;
  /** The staff roles; an account made from the command line is the city's admin. */
  roles?: readonly TStaffRole[];
}

/**
 * Creates an operator account under the drivers' e-mail and password rules; throws a readable Error
 * on bad input or a taken e-mail. `hash` is the demo seed's, which hashes its public password once;
 * `at` the server's clock (the demo seed's day; the command line's is the real time).
 * Without `roles` the account is an admin: `npm run operator:add` makes the city's first one.
 */
export async function addOperator(
  db: Kysely<Database>,
  { email, name, password, roles = ['admin'] }: NewOperator,
  { hash = hashPassword, at = new Date() }: { hash?: (password: string) => Promise<string>; at?: Date } = {},
): Promise<number> {
  const parsedEmail = safeParse(ZEmailField, email);
  if (!parsedEmail.success) throw new Error('the e-mail is not valid');
  if (!safeParse(ZNewPasswordField, password).success) throw new Error('the password must be 6 to 20 characters');
  const trimmedName = name.trim();
  if (!trimmedName || trimmedName.length > 100) throw new Error('the name must be 1 to 100 characters');
  if (roles.length === 0) throw new Error('the account needs at least one role');
  if (await operatorRepo(db).findByEmail(parsedEmail.data)) throw new Error(`an operator with the e-mail ${parsedEmail.data} exists`);
  const passwordHash = await hash(password);
  return db.transaction().execute(async (trx) => {
    const repo = operatorRepo(trx);
    const id = await repo.create({ email: parsedEmail.data, name: trimmedName, passwordHash, createdAt: at });
    await repo.setRoles(id, roles);
    return id;
  });
}
