import { sql, type Kysely } from 'kysely';
import { OPERATIONS_PAGE_SIZE, type TOperationType } from '@city-parking/contract/operations/operation';
import { operationTypesOf, type TOperationsFilterQuery } from '@city-parking/contract/operations/operations-filter';
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

const blank = (value: string | undefined) => (value ?? '').trim();

/** The operations history of a driver: pages of the projection, newest first. */
export function operationsService({ db, timeZone }: Deps) {
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

    /**
     * One page: at most OPERATIONS_PAGE_SIZE operations, newest first, strictly after `after`. The
     * (occurred_at, id) order is total and the key is compared as a row, so pages neither repeat
     * nor skip an operation, even among operations of one instant or while new ones arrive; the
     * index on (driver_id, occurred_at, id) serves every page at the same cost.
     */
    async page(driverId: number, filter: OperationsFilter, limit = OPERATIONS_PAGE_SIZE): Promise<OperationRow[]> {
      let query = db.selectFrom('operation').selectAll().where('driver_id', '=', driverId);
      if (filter.from) query = query.where('occurred_at', '>=', filter.from);
      if (filter.to) query = query.where('occurred_at', '<', filter.to);
      if (filter.types) query = query.where('type', 'in', filter.types);
      if (filter.plate) query = query.where('plate', '=', filter.plate);
      const zone = filter.zone;
      if (zone) query = query.where((eb) => eb.or([eb('zone_number', '=', zone), eb('parking_code', '=', zone)]));
      if (filter.payerPhone) query = query.where('payer_phone', '=', filter.payerPhone);
      const after = filter.after;
      if (after) query = query.where(sql<boolean>`(occurred_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
      return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
export type OperationsService = ReturnType<typeof operationsService>;
