import type { Kysely } from 'kysely';
import { normaliseCorpPhone } from '@city-parking/contract/corporate/corp-fields';
import type { Database } from '../../db/schema.ts';
import type { OperationsFilter } from '../operations/operations-service.ts';
import { companyDriverRepo } from './company-driver-repo.ts';
import { companyOperationRepo } from './company-operation-repo.ts';
import { companyRepo } from './company-repo.ts';
import { companyVehicleRepo } from './company-vehicle-repo.ts';
import { trackingDeviceRepo } from './tracking-device-repo.ts';
import type { CompanyLists } from './corp-answer.ts';
import type { CompanyOperationKind, CompanyOperationRow } from './tables.ts';

const KINDS: readonly CompanyOperationKind[] = ['refill', 'payment', 'renew', 'cancel'];

/** The company's cabinet as read: its lists, its balance and its history. */
export function corpProfileService(db: Kysely<Database>) {
  return {
    /** Drivers newest first: one just added is at the front of the list. */
    async lists(companyId: number): Promise<CompanyLists> {
      const [company, vehicles, drivers, devices] = await Promise.all([
        companyRepo(db).byId(companyId),
        companyVehicleRepo(db).listOf(companyId),
        companyDriverRepo(db).listOf(companyId),
        trackingDeviceRepo(db).listOf(companyId),
      ]);
      return { company, vehicles, drivers, devices };
    },

    /** Kopecks. */
    balance: (companyId: number): Promise<number> => companyRepo(db).balanceOf(companyId),

    /**
     * A page of the company's history, newest first, with the drivers' filter (the history's
     * `Driver`: a phone) beside the history's own; paged by the same order number as a driver's.
     */
    async history(companyId: number, filter: OperationsFilter): Promise<CompanyOperationRow[]> {
      const types = filter.types?.filter((type): type is CompanyOperationKind => (KINDS as readonly string[]).includes(type));
      if (types && types.length === 0) return [];
      return companyOperationRepo(db).historyPage(companyId, {
        from: filter.from,
        to: filter.to,
        kinds: types,
        plate: filter.plate,
        zone: filter.zone,
        driverPhone: filter.payerPhone && (normaliseCorpPhone(filter.payerPhone) ?? filter.payerPhone),
        after: filter.after,
      });
    },
  };
}
export type CorpProfileService = ReturnType<typeof corpProfileService>;
