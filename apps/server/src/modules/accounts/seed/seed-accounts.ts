import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { demoPasswordHash } from '../../../db/seed/demo-password-hash.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { driverRepo } from '../driver-repo.ts';
import { vehicleService } from '../vehicle-service.ts';

/** The demo drivers of every city; README.md prints these logins. */
export const DEMO_DRIVERS = [
  { email: 'demo@parking.test', phone: '79120000001', password: 'demo2026', firstName: 'Анна', lastName: 'Смирнова', middleName: 'Сергеевна' },
  { email: 'ivanov@parking.test', phone: '79120000002', password: 'ivanov2026', firstName: 'Иван', lastName: 'Иванов', middleName: '' },
] as const;

/** Rostov confirms phones by a call (the last 4 digits of the calling number); the others by SMS. */
const CONFIRMATION_TYPE: Record<string, 'SMS' | 'Call'> = { rostov: 'Call' };

/** Seeds the demo drivers into an empty table; answers the first one's id when it did (its opening balance is the payments seed's). */
export async function seedAccounts(db: Kysely<Database>, cityCode: string, at = new Date()): Promise<number | null> {
  const stored = await db.selectFrom('setting').select('name').where('name', '=', 'accounts').executeTakeFirst();
  if (!stored) {
    await db
      .insertInto('setting')
      .values({ name: 'accounts', value: JSON.stringify({ confirmationType: CONFIRMATION_TYPE[cityCode] ?? 'SMS' }) })
      .execute();
  }
  if (!(await isEmpty(db, 'driver'))) return null;
  const driversRepo = driverRepo(db);
  const ids: number[] = [];
  for (const driver of DEMO_DRIVERS) {
    ids.push(await driversRepo.create({ ...driver, passwordHash: await demoPasswordHash(driver.password), createdAt: at }));
  }
  // The first demo driver has a car, a motorcycle and a foreign car, and an STS among the documents.
  const vehicles = vehicleService(db, () => at);
  const first = ids[0]!;
  await vehicles.add(first, { grz: 'А123ВС159', format: 'rus', category: 'B', mainTs: true, sts: '59АВ123456', name: 'Семейная' });
  await vehicles.add(first, { grz: '1234АМ59', format: 'rus', category: 'A', mainTs: false, sts: '', name: '' });
  await vehicles.add(first, { grz: 'KA1234AB', format: 'foreign', category: 'B', mainTs: false, sts: '', name: '' });
  await vehicles.saveDocument(first, { type: 'VU', number: '9912345678' });
  return first;
}
