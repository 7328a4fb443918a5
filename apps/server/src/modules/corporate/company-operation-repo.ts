import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { OPERATIONS_PAGE_SIZE } from '@city-parking/contract/operations/operation';
import type { Database } from '../../db/schema.ts';
import type { CompanyOperationKind, CompanyOperationRow, CorporateTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Which of a company's history a page shows; every field given narrows it. */
export interface CompanyHistoryFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  kinds?: readonly CompanyOperationKind[] | undefined;
  plate?: string | undefined;
  /** A zone's number or a parking's code. */
  zone?: string | undefined;
  /** The driver's phone as the ledger keeps it. */
  driverPhone?: string | undefined;
  /** The page after this row of the order (occurred_at, id), newest first. */
  after?: { at: Date; id: number } | undefined;
}

/** Queries of the companies' ledger rows (company_operation), which are their history too. */
export function companyOperationRepo(db: Db) {
  return {
    /**
     * Appends a row; false when a row of its idempotency key is there already (a replay), which
     * writes nothing.
     */
    async append(row: Insertable<CorporateTables['company_operation']>): Promise<boolean> {
      const inserted = await db
        .insertInto('company_operation')
        .values(row)
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Kopecks (negative for a debit) the row of `key` moved; undefined when there is none. */
    async amountOf(key: string): Promise<number | undefined> {
      const row = await db.selectFrom('company_operation').select('amount').where('idempotency_key', '=', key).executeTakeFirst();
      return row && Number(row.amount);
    },

    /** Kopecks the company's driver has spent since `since`: debits less refunds. */
    async spentSince(companyDriverId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('company_operation')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('total'))
        .where('company_driver_id', '=', companyDriverId)
        .where('kind', 'in', ['payment', 'renew', 'cancel'])
        .where('occurred_at', '>=', since)
        .executeTakeFirstOrThrow();
      return -Number(row.total);
    },

    /** Whom the row of `key` was paid for (the driver's line as it was kept), and the company's name. */
    paidForOf: (key: string) =>
      db
        .selectFrom('company_operation')
        .innerJoin('company', 'company.id', 'company_operation.company_id')
        .select(['company_operation.company_driver_id', 'company_operation.driver_name', 'company_operation.driver_phone', 'company.name'])
        .where('company_operation.idempotency_key', '=', key)
        .executeTakeFirst(),

    /** A page of the company's history, newest first, paged by the same order as a driver's. */
    historyPage(companyId: number, filter: CompanyHistoryFilter): Promise<CompanyOperationRow[]> {
      let query = db.selectFrom('company_operation').selectAll().where('company_id', '=', companyId);
      if (filter.from) query = query.where('occurred_at', '>=', filter.from);
      if (filter.to) query = query.where('occurred_at', '<', filter.to);
      if (filter.kinds) query = query.where('kind', 'in', filter.kinds);
      if (filter.plate) query = query.where('plate', '=', filter.plate);
      if (filter.zone) {
        const zone = filter.zone;
        query = query.where((eb) => eb.or([eb('zone_number', '=', zone), eb('parking_code', '=', zone)]));
      }
      if (filter.driverPhone) query = query.where('driver_phone', '=', filter.driverPhone);
      const after = filter.after;
      if (after) query = query.where(sql<boolean>`(occurred_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
      return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(OPERATIONS_PAGE_SIZE).execute();
    },
  };
}
export type CompanyOperationRepo = ReturnType<typeof companyOperationRepo>;
