import { sql, type Kysely } from 'kysely';
import { normaliseCorpPhone } from '@city-parking/contract/corporate/corp-fields';
import { OPERATIONS_PAGE_SIZE } from '@city-parking/contract/operations/operation';
import type { Database } from '../../db/schema.ts';
import type { OperationsFilter } from '../operations/operations-service.ts';
import type { CompanyLists } from './corp-answer.ts';
import type { CompanyOperationKind, CompanyOperationRow } from './tables.ts';

const KINDS: readonly CompanyOperationKind[] = ['refill', 'payment', 'renew', 'cancel'];

/** The company's cabinet as read: its lists, its balance and its history. */
export function corpProfileService(db: Kysely<Database>) {
  return {
    /** Drivers newest first: one just added is at the front of the list. */
    async lists(companyId: number): Promise<CompanyLists> {
      const [company, vehicles, drivers, devices] = await Promise.all([
        db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow(),
        db.selectFrom('company_vehicle').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),
        db.selectFrom('company_driver').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').execute(),
        db.selectFrom('tracking_device').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),
      ]);
      return { company, vehicles, drivers, devices };
    },

    /** Kopecks. */
    async balance(companyId: number): Promise<number> {
      const row = await db.selectFrom('company').select('balance').where('id', '=', companyId).executeTakeFirstOrThrow();
      return Number(row.balance);
    },

    /**
     * A page of the company's history, newest first, with the drivers' filter (the history's
     * `Driver`: a phone) beside the history's own; paged by the same order number as a driver's.
     */
    async history(companyId: number, filter: OperationsFilter): Promise<CompanyOperationRow[]> {
      const types = filter.types?.filter((type): type is CompanyOperationKind => (KINDS as readonly string[]).includes(type));
      if (types && types.length === 0) return [];
      let query = db.selectFrom('company_operation').selectAll().where('company_id', '=', companyId);
      if (filter.from) query = query.where('occurred_at', '>=', filter.from);
      if (filter.to) query = query.where('occurred_at', '<', filter.to);
      if (types) query = query.where('kind', 'in', types);
      if (filter.plate) query = query.where('plate', '=', filter.plate);
      if (filter.zone) {
        const zone = filter.zone;
        query = query.where((eb) => eb.or([eb('zone_number', '=', zone), eb('parking_code', '=', zone)]));
      }
      if (filter.payerPhone) query = query.where('driver_phone', '=', normaliseCorpPhone(filter.payerPhone) ?? filter.payerPhone);
      const after = filter.after;
      if (after) query = query.where(sql<boolean>`(occurred_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
      return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(OPERATIONS_PAGE_SIZE).execute();
    },
  };
}
export type CorpProfileService = ReturnType<typeof corpProfileService>;
