import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TOperationStatus, TOperationType } from '@city-parking/contract/operations/operation';

export interface OperationTables {
  /**
   * The operations history: a projection of the ledger, the sessions and the provider payments,
   * written in the transaction that moves the money (README, "Operations history").
   */
  operation: {
    id: Generated<number>;
    /** Null for a guest's payment until a driver confirms the guest's phone. */
    driver_id: number | null;
    type: TOperationType;
    status: TOperationStatus;
    /** Kopecks, never negative: the type says which way the money went. */
    amount: number;
    sum_sale: ColumnType<number, number | undefined, number>;
    /** `balance` or the provider's method name. */
    method: ColumnType<string, string | undefined, string>;
    payer_phone: string | null;
    /** Whole milliseconds, on the injected clock of the service that wrote it. */
    occurred_at: ColumnType<Date, Date, Date>;
    starts_at: Date | null;
    ends_at: Date | null;
    zone_number: string | null;
    parking_code: string | null;
    plate: string | null;
    session_id: number | null;
    payment_id: string | null;
    /** The company whose balance paid (migration 0032), shown as the method; null for the driver's own money. */
    company_name: ColumnType<string | null, string | null | undefined, string | null>;
    /** The event's one key: the ledger entry's idempotency key, `payment:<id>` or `session:<id>`. */
    source_key: string;
  };
}

export type OperationRow = Selectable<OperationTables['operation']>;
