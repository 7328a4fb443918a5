import type { Kysely, Transaction } from 'kysely';
import { splitFio } from '@city-parking/contract/corporate/corp-fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { companyDriverRepo } from './company-driver-repo.ts';
import { underCompanyLock } from './company-lock.ts';
import { companyRepo } from './company-repo.ts';

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

/** A company's drivers: added (on the server's clock, `now`), edited, removed, switched on and off, and their monthly limits. */
export function corpDriverService(db: Kysely<Database>, now: () => Date) {
  /** The company's driver of a phone; another company's answers as no driver at all. */
  async function find(trx: Transaction<Database> | Kysely<Database>, companyId: number, phone: string) {
    const id = await companyDriverRepo(trx).idByPhone(companyId, phone);
    if (id === undefined) throw new AppError('CompanyDriverNotFound');
    return id;
  }

  /** `inn`, when a call sends it, must be the signed-in company's. */
  async function checkInn(companyId: number, inn: string | undefined) {
    if (inn === undefined) return;
    if ((await companyRepo(db).innOf(companyId)) !== inn) throw new AppError('CompanyDriverNotFound');
  }

  return {
    async add(companyId: number, input: CorpDriverInput): Promise<number> {
      return underCompanyLock(db, companyId, 'CompanyDriverExists', async (trx) => {
        const drivers = companyDriverRepo(trx);
        if ((await drivers.idByPhone(companyId, input.phone)) !== undefined) throw new AppError('CompanyDriverExists');
        return drivers.add(companyId, { ...partsOf(input.fio), phone: input.phone, carNumber: input.carNumber }, now());
      });
    },

    /** The driver of `phone` gets the new name, plate and phone; a phone another driver has is refused. */
    async edit(companyId: number, phone: string, next: CorpDriverInput): Promise<void> {
      await underCompanyLock(db, companyId, 'CompanyDriverExists', async (trx) => {
        const drivers = companyDriverRepo(trx);
        const id = await find(trx, companyId, phone);
        if (next.phone !== phone && (await drivers.idByPhone(companyId, next.phone)) !== undefined) throw new AppError('CompanyDriverExists');
        await drivers.edit(id, { ...partsOf(next.fio), phone: next.phone, carNumber: next.carNumber });
      });
    },

    /** The ledger keeps the driver's name and phone on the rows it paid; they stay in the history. */
    async remove(companyId: number, phone: string): Promise<void> {
      const id = await find(db, companyId, phone);
      await companyDriverRepo(db).remove(companyId, id);
    },

    async setActive(companyId: number, phone: string, inn: string | undefined, active: boolean): Promise<void> {
      await checkInn(companyId, inn);
      const id = await find(db, companyId, phone);
      await companyDriverRepo(db).setActive(id, active);
    },

    /** `limit`: kopecks a calendar month, or null for none. */
    async setMonthlyLimit(companyId: number, phone: string, limit: number | null): Promise<void> {
      const id = await find(db, companyId, phone);
      await companyDriverRepo(db).setMonthlyLimit(id, limit);
    },
  };
}
export type CorpDriverService = ReturnType<typeof corpDriverService>;
