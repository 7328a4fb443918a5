import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { DEBIT_OPERATION_TYPES, OPERATIONS_PAGE_SIZE, type TOperationType } from '@city-parking/contract/operations/operation';
import { operationTypesOf } from '@city-parking/contract/operations/history-filters';
import type { TOperationsFilterQuery } from '@city-parking/contract/operations/operations-query';
import { addDays, instantOf } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { pageKeyOf, type PageKey } from './order-number.ts';
import type { OperationRow } from './tables.ts';

/** Which of a driver's operations a page holds. */
export interface OperationsFilter {
  /** Instants: from inclusive, to exclusive. */
  from?: Date;
  to?: Date;
  /** Undefined for every type. */
  types?: readonly TOperationType[];
  plate?: string;
  zone?: string;
  payerPhone?: string;
  after?: PageKey;
}

interface Deps {
  db: Kysely<Database>;
  /** The city's time zone: the filter's dates are days on its clock. */
  timeZone: string;
}

/** Kopecks of the done operations of a filter, by direction. */
export interface OperationTotals {
  debits: number;
  credits: number;
}

const blank = (value: string | undefined) => (value ?? '').trim();

/** The rows of a driver that a filter selects; `after` is where a page starts, not a filter of the totals. */
function matching(driverId: number, filter: OperationsFilter) {
  return (eb: ExpressionBuilder<Database, 'operation'>) => {
    const conditions = [eb('driver_id', '=', driverId)];
    if (filter.from) conditions.push(eb('occurred_at', '>=', filter.from));
    if (filter.to) conditions.push(eb('occurred_at', '<', filter.to));
    if (filter.types) conditions.push(eb('type', 'in', filter.types));
    if (filter.plate) conditions.push(eb('plate', '=', filter.plate));
    if (filter.zone) conditions.push(eb.or([eb('zone_number', '=', filter.zone), eb('parking_code', '=', filter.zone)]));
    if (filter.payerPhone) conditions.push(eb('payer_phone', '=', filter.payerPhone));
    return eb.and(conditions);
  };
}

const keyOf = (row: OperationRow): PageKey => ({ at: row.occurred_at, id: Number(row.id) });

/** The operations history of a driver: pages of the projection, newest first. */
export function operationsService({ db, timeZone }: Deps) {
  /**
   * One page: at most OPERATIONS_PAGE_SIZE operations, newest first, strictly after `after`. The
   * (occurred_at, id) order is total and the key is compared as a row, so pages neither repeat
   * nor skip an operation, even among operations of one instant or while new ones arrive; the
   * index on (driver_id, occurred_at, id) serves every page at the same cost.
   */
  async function page(driverId: number, filter: OperationsFilter, limit = OPERATIONS_PAGE_SIZE): Promise<OperationRow[]> {
    let query = db.selectFrom('operation').selectAll().where(matching(driverId, filter));
    const after = filter.after;
    if (after) query = query.where(sql<boolean>`(occurred_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
    return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  return {
    /** The call's query, validated by the contract, as a filter; dates are whole days on the city's clock. */
    filterOf(query: TOperationsFilterQuery): OperationsFilter {
      const start = blank(query.StartDate);
      const end = blank(query.EndDate);
      if (start && end && start > end) throw new AppError('ValidationError', { EndDate: 'InvalidFormat' });
      const types = operationTypesOf(query.Operation ?? '');
      const plate = blank(query.Vehicle).toUpperCase();
      const zone = blank(query.Zone);
      const payerPhone = blank(query.Driver).replace(/\D/g, '');
      const orderNumber = blank(query.OrderNumber);
      const after = orderNumber ? pageKeyOf(orderNumber) : undefined;
      if (orderNumber && !after) throw new AppError('ValidationError', { OrderNumber: 'InvalidFormat' });
      return {
        ...(start ? { from: instantOf(start, 0, timeZone) } : {}),
        ...(end ? { to: instantOf(addDays(end, 1), 0, timeZone) } : {}),
        ...(types ? { types } : {}),
        ...(plate && plate !== 'ВСЕ' && plate !== 'ALL' ? { plate } : {}),
        ...(zone && zone !== 'Все' && zone !== 'all' ? { zone } : {}),
        ...(payerPhone ? { payerPhone } : {}),
        ...(after ? { after } : {}),
      };
    },

    page,

    /**
     * Every operation of a filter, newest first, in pages of `size`: each page is a query of its
     * own, so a long export never holds the city's database (PGlite has one connection) between
     * pages, and the keyset makes each page cost what the first does.
     */
    async *pages(driverId: number, filter: OperationsFilter, size: number): AsyncGenerator<OperationRow[]> {
      let after = filter.after;
      for (;;) {
        const rows = await page(driverId, { ...filter, ...(after ? { after } : {}) }, size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
        after = keyOf(rows[rows.length - 1]!);
      }
    },

    /**
     * What the done operations of a filter debited and credited, up to and including `through`
     * (the newest row an export shows), so that an operation written while the file is being sent
     * is in neither its rows nor its totals.
     */
    async totals(driverId: number, filter: OperationsFilter, through: PageKey): Promise<OperationTotals> {
      const debit = sql.join(DEBIT_OPERATION_TYPES.map((type) => sql.lit(type)));
      const row = await db
        .selectFrom('operation')
        .select([
          sql<string>`coalesce(sum(amount) filter (where type in (${debit})), 0)`.as('debits'),
          sql<string>`coalesce(sum(amount) filter (where type not in (${debit})), 0)`.as('credits'),
        ])
        .where(matching(driverId, filter))
        .where('status', '=', 'done')
        .where(sql<boolean>`(occurred_at, id) <= (${through.at}::timestamptz, ${through.id}::bigint)`)
        .executeTakeFirstOrThrow();
      return { debits: Number(row.debits), credits: Number(row.credits) };
    },
  };
}
export type OperationsService = ReturnType<typeof operationsService>;
