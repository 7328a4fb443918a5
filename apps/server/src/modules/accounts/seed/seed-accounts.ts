import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { driverRepo } from '../driver-repo.ts';

/** The demo drivers of every city; README.md prints these logins. */
export const DEMO_DRIVERS = [
  { email: 'demo@parking.test', phone: '79120000001', password: 'demo2026', firstName: 'Анна', lastName: 'Смирнова', middleName: 'Сергеевна' },
  { email: 'ivanov@parking.test', phone: '79120000002', password: 'ivanov2026', firstName: 'Иван', lastName: 'Иванов', middleName: '' },
] as const;

/** Rostov confirms phones by a call (the last 4 digits of the calling number); the others by SMS. */
const CONFIRMATION_TYPE: Record<string, 'SMS' | 'Call'> = { rostov: 'Call' };

export async function seedAccounts(db: Kysely<Database>, cityCode: string): Promise<void> {
  const stored = await db.selectFrom('setting').select('name').where('name', '=', 'accounts').executeTakeFirst();
  if (!stored) {
    await db.insertInto('setting').values({ name: 'accounts', value: JSON.stringify({ confirmationType: CONFIRMATION_TYPE[cityCode] ?? 'SMS' }) }).execute();
  }
  const anyDriver = await db.selectFrom('driver').select('id').limit(1).executeTakeFirst();
  if (anyDriver) return;
  const drivers = driverRepo(db);
  for (const driver of DEMO_DRIVERS) {
    await drivers.create({ ...driver, passwordHash: await hashPassword(driver.password) });
  }
}
