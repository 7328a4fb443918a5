import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CompanyDriverRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A company driver's name in its three parts, as the rows keep it. */
export interface CompanyDriverName {
  surname: string;
  first_name: string;
  patronymic: string;
}

/** Queries of the companies' lists of drivers (company_driver). */
export function companyDriverRepo(db: Db) {
  return {
    /** The id of the company's driver of `phone`; undefined when the company lists none. */
    async idByPhone(companyId: number, phone: string): Promise<number | undefined> {
      const row = await db.selectFrom('company_driver').select('id').where('company_id', '=', companyId).where('phone', '=', phone).executeTakeFirst();
      return row?.id;
    },

    /** The company's drivers, newest first. */
    listOf: (companyId: number): Promise<CompanyDriverRow[]> =>
      db.selectFrom('company_driver').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').execute(),

    /**
     * The rows of any company's list that carry one of `phones`, with the company's name, ordered by
     * company and row; only the company's of `companyId` when it is given.
     */
    listingsOf(phones: readonly string[], companyId?: number) {
      if (phones.length === 0) return Promise.resolve([]);
      let query = db
        .selectFrom('company_driver')
        .innerJoin('company', 'company.id', 'company_driver.company_id')
        .select([
          'company_driver.id',
          'company_driver.company_id',
          'company.name as company_name',
          'company_driver.surname',
          'company_driver.first_name',
          'company_driver.patronymic',
          'company_driver.phone',
          'company_driver.active',
          'company_driver.monthly_limit',
        ])
        .where('company_driver.phone', 'in', phones);
      if (companyId !== undefined) query = query.where('company_driver.company_id', '=', companyId);
      return query.orderBy('company_driver.company_id').orderBy('company_driver.id').execute();
    },

    async add(companyId: number, driver: CompanyDriverName & { phone: string; carNumber: string }, at: Date): Promise<number> {
      const row = await db
        .insertInto('company_driver')
        .values({
          company_id: companyId,
          surname: driver.surname,
          first_name: driver.first_name,
          patronymic: driver.patronymic,
          phone: driver.phone,
          car_number: driver.carNumber,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async edit(id: number, driver: CompanyDriverName & { phone: string; carNumber: string }): Promise<void> {
      await db
        .updateTable('company_driver')
        .set({ surname: driver.surname, first_name: driver.first_name, patronymic: driver.patronymic, phone: driver.phone, car_number: driver.carNumber })
        .where('id', '=', id)
        .execute();
    },

    async remove(companyId: number, id: number): Promise<void> {
      await db.deleteFrom('company_driver').where('id', '=', id).where('company_id', '=', companyId).execute();
    },

    async setActive(id: number, active: boolean): Promise<void> {
      await db.updateTable('company_driver').set({ active }).where('id', '=', id).execute();
    },

    /** `limit`: kopecks a calendar month, or null for none. */
    async setMonthlyLimit(id: number, limit: number | null): Promise<void> {
      await db.updateTable('company_driver').set({ monthly_limit: limit }).where('id', '=', id).execute();
    },
  };
}
export type CompanyDriverRepo = ReturnType<typeof companyDriverRepo>;
