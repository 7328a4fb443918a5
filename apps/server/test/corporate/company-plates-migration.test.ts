import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up } from '../../src/db/migrations/0051-company-plates-in-cyrillic.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('migration 0051: company plates in Cyrillic', () => {
  it('writes Latin look-alikes of vehicles and drivers in Cyrillic, keeping a twin of a plate the company has', async () => {
    const company = await perm.db
      .insertInto('company')
      .values({ inn: '7707083893', contract_number: 'M-51', name: 'Латиница', email: 'latin@company.test', created_at: perm.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = perm.now();
    const vehicle = (plate: string) => ({ company_id: company.id, plate, vin: '', created_at: at });
    await perm.db
      .insertInto('company_vehicle')
      .values([vehicle('А101АА159'), vehicle('A101AA159'), vehicle('M505MM159'), vehicle('X777XX')])
      .execute();
    await perm.db
      .insertInto('company_driver')
      .values({
        company_id: company.id,
        surname: 'Латинов',
        first_name: 'Марк',
        patronymic: '',
        phone: '79125551051',
        car_number: 'm555mm 159',
        created_at: at,
      })
      .execute();

    await up(perm.db as unknown as Kysely<unknown>);

    const plates = await perm.db.selectFrom('company_vehicle').select('plate').where('company_id', '=', company.id).orderBy('id').execute();
    expect(plates.map((row) => row.plate)).toEqual(['А101АА159', 'A101AA159', 'М505ММ159', 'Х777ХХ']);
    const driver = await perm.db.selectFrom('company_driver').select('car_number').where('company_id', '=', company.id).executeTakeFirstOrThrow();
    expect(driver.car_number).toBe('М555ММ159');
  });
});
