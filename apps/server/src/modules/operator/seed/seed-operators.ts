import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { demoPasswordHash } from '../../../db/seed/demo-password-hash.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { addOperator } from '../add-operator.ts';

/** The demo operator of a city; README.md prints this login. */
export const demoOperator = (cityCode: string) => ({ email: `operator@${cityCode}.demo`, name: 'Демо-оператор', password: 'operator2026' });

/** Seeds the city's demo operator into an empty table. */
export async function seedOperators(db: Kysely<Database>, cityCode: string): Promise<void> {
  if (!(await isEmpty(db, 'operator'))) return;
  await addOperator(db, demoOperator(cityCode), demoPasswordHash);
}
