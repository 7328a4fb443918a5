import type { Kysely } from 'kysely';
import { ZEmailField, ZNewPasswordField } from '@city-parking/contract/profile/contact-rules';
import { safeParse } from 'zod/v4/core';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { operatorRepo } from './operator-repo.ts';

export interface NewOperator {
  email: string;
  name: string;
  password: string;
}

/**
 * Creates an operator account under the drivers' e-mail and password rules; throws a readable Error
 * on bad input or a taken e-mail. `hash` is the demo seed's, which hashes its public password once.
 */
export async function addOperator(db: Kysely<Database>, { email, name, password }: NewOperator, hash = hashPassword): Promise<number> {
  const parsedEmail = safeParse(ZEmailField, email);
  if (!parsedEmail.success) throw new Error('the e-mail is not valid');
  if (!safeParse(ZNewPasswordField, password).success) throw new Error('the password must be 6 to 20 characters');
  const trimmedName = name.trim();
  if (!trimmedName || trimmedName.length > 100) throw new Error('the name must be 1 to 100 characters');
  const repo = operatorRepo(db);
  if (await repo.findByEmail(parsedEmail.data)) throw new Error(`an operator with the e-mail ${parsedEmail.data} exists`);
  return repo.create({ email: parsedEmail.data, name: trimmedName, passwordHash: await hash(password) });
}
