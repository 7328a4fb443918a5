import type { Kysely } from 'kysely';
import { STAFF_ROLES, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import type { Database } from '../../../db/schema.ts';
import { demoPasswordHash } from '../../../db/seed/demo-password-hash.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { addOperator } from '../add-operator.ts';

/**
 * The second factor's secret of every demo staff member (base32, for an authenticator app); README.md
 * prints it beside the password, so a demo can be walked. Never a real member's: demo data only.
 */
export const DEMO_SECOND_FACTOR_SECRET = 'CITYPARKINGDEMOSTAFFSECONDFACTOR';

/** The demo operator of a city; README.md prints this login. */
export const demoOperator = (cityCode: string) => ({ email: `operator@${cityCode}.demo`, name: 'Демо-оператор', password: 'operator2026' });

const ROLE_NAMES: Record<TStaffRole, string> = {
  admin: 'Демо: администратор',
  support: 'Демо: поддержка',
  finance: 'Демо: финансы',
  content: 'Демо: контент',
  tariffs: 'Демо: тарифы',
  fines: 'Демо: штрафы',
};

/** The city's demo staff member of one role, with the demo operator's password; README.md lists them. */
export const demoStaff = (cityCode: string, role: TStaffRole) => ({
  email: `${role}@${cityCode}.demo`,
  name: ROLE_NAMES[role],
  password: demoOperator(cityCode).password,
  roles: [role],
});

/**
 * Seeds the city's demo staff into an empty table, made at `at`: the demo operator, an admin who
 * holds every role so that one sign-in shows the whole desk, then one member per role (made after it,
 * so the demo operator stays the first account).
 */
export async function seedOperators(db: Kysely<Database>, cityCode: string, at: Date): Promise<void> {
  if (!(await isEmpty(db, 'operator'))) return;
  const ids = [await addOperator(db, { ...demoOperator(cityCode), roles: STAFF_ROLES }, { hash: demoPasswordHash, at })];
  for (const role of STAFF_ROLES) ids.push(await addOperator(db, demoStaff(cityCode, role), { hash: demoPasswordHash, at }));
  // Enrolled already, with the one demo secret, so the demo's sign-in asks for a code at once.
  await db.updateTable('operator').set({ totp_secret: DEMO_SECOND_FACTOR_SECRET }).where('id', 'in', ids).execute();
}
