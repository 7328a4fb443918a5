import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { companyRepo } from './company-repo.ts';

/** A unique index refused the row: another request got there first. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Runs `work` in a transaction holding the company's row lock, so that two changes of one company's
 * lists (two adds of one plate, a driver edited while removed) take turns and each sees the other's
 * result; a unique index refusing what slipped past a check answers `clash`.
 */
export async function underCompanyLock<T>(
  db: Kysely<Database>,
  companyId: number,
  clash: 'CompanyVehicleExists' | 'TrackingDeviceExists' | 'CompanyDriverExists' | 'DeviceInUse',
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, async (trx) => {
      await companyRepo(trx).lock(companyId);
      return work(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(clash);
    throw error;
  }
}
