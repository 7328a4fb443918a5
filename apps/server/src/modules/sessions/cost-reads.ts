import type { Kysely } from 'kysely';
import { rowCache } from '../../db/row-cache.ts';
import type { Database } from '../../db/schema.ts';
import type { TableChanges } from '../../db/table-changes.ts';
import { ledger } from '../payments/ledger.ts';
import { benefitWindowsOf, subscriptionRepo, type BenefitWindow } from '../subscriptions/subscription-repo.ts';

/** What the cost call reads of a driver and a plate, from memory when the rows have not changed. */
export interface CostReads {
  balanceOf(driverId: number): Promise<number>;
  benefits(plate: string, zoneNumber: string, from: Date, to?: Date): Promise<BenefitWindow[]>;
}

/**
 * The balances and the plates' subscriptions the cost call quotes from, kept by driver and by plate
 * and dropped row by row as commits change them (migration 0040). Only a quote reads them: a start
 * or a renewal reads the database in its own transaction, so a notice a few milliseconds late can
 * never charge from a stale balance.
 */
export function costReads(db: Kysely<Database>, changes: TableChanges): CostReads {
  const subscriptions = subscriptionRepo(db);
  const balances = rowCache(changes, { keyedTable: 'account' }, (driverId) => ledger.balanceOf(db, Number(driverId)));
  const plates = rowCache(changes, { keyedTable: 'subscription', wholeTables: ['subscription_pause', 'subscription_offer'] }, (plate) =>
    subscriptions.plateBenefits(plate),
  );
  return {
    balanceOf: (driverId) => balances.get(String(driverId)),
    benefits: async (plate, zoneNumber, from, to) => benefitWindowsOf(await plates.get(plate), zoneNumber, from, to),
  };
}
