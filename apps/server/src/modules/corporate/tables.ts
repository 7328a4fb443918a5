import type { ColumnType, Generated, Selectable } from 'kysely';

/** What a row of a company's ledger is: a top-up, a session paid, its extension, a cancel's refund. */
export type CompanyOperationKind = 'refill' | 'payment' | 'renew' | 'cancel';

export interface CorporateTables {
  company: {
    id: Generated<number>;
    inn: string;
    contract_number: string;
    name: string;
    email: string;
    /** Kopecks: the snapshot of the company's ledger, moved only with a company_operation row. */
    balance: ColumnType<number, number | undefined, number>;
    created_at: ColumnType<Date, Date, never>;
  };
  company_driver: {
    id: Generated<number>;
    company_id: number;
    surname: string;
    first_name: string;
    patronymic: string;
    /** 11 digits starting with 7. */
    phone: string;
    car_number: string;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    /** Kopecks a calendar month; null for no limit. */
    monthly_limit: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: ColumnType<Date, Date, never>;
  };
  company_vehicle: {
    id: Generated<number>;
    company_id: number;
    /** Upper-cased. */
    plate: string;
    vin: string;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    main: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, never>;
  };
  tracking_device: {
    id: Generated<number>;
    company_id: number;
    vin: string;
    imei: string;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, never>;
  };
  /** The company's ledger and history in one: append-only, never updated. */
  company_operation: {
    id: Generated<number>;
    company_id: number;
    kind: CompanyOperationKind;
    /** Kopecks; credits positive, debits negative. */
    amount: number;
    idempotency_key: string;
    company_driver_id: number | null;
    driver_name: ColumnType<string, string | undefined, never>;
    driver_phone: ColumnType<string, string | undefined, never>;
    plate: string | null;
    zone_number: string | null;
    parking_code: string | null;
    starts_at: Date | null;
    ends_at: Date | null;
    method: ColumnType<string, string | undefined, never>;
    session_id: number | null;
    payment_id: string | null;
    /** The injected clock's time (no database default): the monthly caps count by it. */
    occurred_at: ColumnType<Date, Date, never>;
  };
}

export type CompanyRow = Selectable<CorporateTables['company']>;
export type CompanyDriverRow = Selectable<CorporateTables['company_driver']>;
export type CompanyVehicleRow = Selectable<CorporateTables['company_vehicle']>;
export type TrackingDeviceRow = Selectable<CorporateTables['tracking_device']>;
export type CompanyOperationRow = Selectable<CorporateTables['company_operation']>;
