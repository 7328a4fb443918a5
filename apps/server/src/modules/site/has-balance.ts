import type { TCity } from '@city-parking/contract/city/city';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { siteRepo } from './site-repo.ts';
import { siteService } from './site-service.ts';

/**
 * Whether the city keeps drivers' balances (its `dontUseBalance` setting off). Read in the caller's
 * transaction: PGlite's one connection is held by it while a payment completes.
 */
export const hasBalanceOf =
  (city: TCity) =>
  async (trx: Transaction<Database>): Promise<boolean> =>
    !(await siteService(siteRepo(trx), city).getSettings()).dontUseBalance;
