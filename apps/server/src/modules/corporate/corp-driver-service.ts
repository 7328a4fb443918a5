import type { Kysely, Transaction } from 'kysely';
import { splitFio } from '@city-parking/contract/corporate/corp-fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { underCompanyLock } from './company-lock.ts';

/** A driver as the calls give it: the whole name, the plate ('' for none) and the phone's 11 digits. */
export interface CorpDriverInput {
  fio: string;
  carNumber: string;
  phone: string;
}

const partsOf = (fio: string) => {
  const { surname, firstName, patronymic } = splitFio(fio);
  return { surname, first_name: firstName, patronymic };
};

/** A company's drivers: added, edited, removed, switched on and off, and their monthly limits. */
export function corpDriverService(db: Kysely<Database>) {
  /** The company's driver of a phone; another company's answers as no driver at all. */
  async function find(trx: Transaction<Database> | Kysely<Database>, companyId: number, phone: string) {
    const row = await trx.selectFrom('company_driver').select('id').where('company_id', '=', companyId).where('phone', '=', phone).executeTakeFirst();
    if (!row) throw new AppError('CompanyDriverNotFound');
    return row.id;
  }

  /** `inn`, when a call sends it, must be the signed-in company's. */
  async function checkInn(companyId: number, inn: string | undefined) {
    if (inn === undefined) return;
    const company = await db.selectFrom('company').select('inn').where('id', '=', companyId).executeTakeFirstOrThrow();
    if (company.inn !== inn) throw new AppError('CompanyDriverNotFound');
  }

  return {
    async add(companyId: number, input: CorpDriverInput): Promise<number> {
      return underCompanyLock(db, companyId, 'CompanyDriverExists', async (trx) => {
        const taken = await trx
          .selectFrom('company_driver')
          .select('id')
          .where('company_id', '=', companyId)
          .where('phone', '=', input.phone)
          .executeTakeFirst();
        if (taken) throw new AppError('CompanyDriverExists');
        const row = await trx
          .insertInto('company_driver')
          .values({ company_id: companyId, ...partsOf(input.fio), phone: input.phone, car_number: input.carNumber })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      });
    },

    /** The driver of `phone` gets the new name, plate and phone; a phone another driver has is refused. */
    async edit(companyId: number, phone: string, next: CorpDriverInput): Promise<void> {
      await underCompanyLock(db, companyId, 'CompanyDriverExists', async (trx) => {
        const id = await find(trx, companyId, phone);
        if (next.phone !== phone) {
          const taken = await trx
            .selectFrom('company_driver')
            .select('id')
            .where('company_id', '=', companyId)
            .where('phone', '=', next.phone)
            .executeTakeFirst();
          if (taken) throw new AppError('CompanyDriverExists');
        }
        await trx
          .updateTable('company_driver')
          .set({ ...partsOf(next.fio), phone: next.phone, car_number: next.carNumber })
          .where('id', '=', id)
          .execute();
      });
    },

    /** The ledger keeps the driver's name and phone on the rows it paid; they stay in the history. */
    async remove(companyId: number, phone: string): Promise<void> {
      const id = await find(db, companyId, phone);
      await db.deleteFrom('company_driver').where('id', '=', id).where('company_id', '=', companyId).execute();
    },

    async setActive(companyId: number, phone: string, inn: string | undefined, active: boolean): Promise<void> {
      await checkInn(companyId, inn);
      const id = await find(db, companyId, phone);
      await db.updateTable('company_driver').set({ active }).where('id', '=', id).execute();
    },

    /** `limit`: kopecks a calendar month, or null for none. */
    async setMonthlyLimit(companyId: number, phone: string, limit: number | null): Promise<void> {
      const id = await find(db, companyId, phone);
      await db.updateTable('company_driver').set({ monthly_limit: limit }).where('id', '=', id).execute();
    },
  };
}
export type CorpDriverService = ReturnType<typeof corpDriverService>;
