import type { ColumnType, Generated } from 'kysely';

/** Paid before parking (payment) or for parking already done today or yesterday (postPayment). */
export type SessionKind = 'payment' | 'postPayment';
/** waiting and done belong to the sessions of cities without a balance, which are paid afterwards. */
export type SessionStatus = 'waiting' | 'active' | 'done' | 'cancelled';

export interface SessionTables {
  parking_session: {
    id: Generated<number>;
    /** Null for sessions paid by guests. */
    driver_id: number | null;
    zone_id: number;
    zone_number: string;
    parking_code: string;
    /** Normalised, as `checkPlate` answers it. */
    plate: string;
    plate_format: 'rus' | 'foreign';
    category: string;
    kind: SessionKind;
    start_at: Date;
    /** Null while a no-balance session runs: it has no end until it is stopped. */
    end_at: Date | null;
    status: SessionStatus;
    /** Kopecks paid for the session, net of refunds. */
    paid: number;
    /** Kopecks due for a waiting (deferred) session; 0 otherwise. */
    amount_to_pay: ColumnType<number, number | undefined, number>;
    /** A guest payer's phone (11 digits), by which a driver registering with it takes the session over. */
    payer_phone: ColumnType<string | null, string | null | undefined, string | null>;
    /** `start:<driverId>:<RequestId>`: a re-submitted start finds the session it made. */
    request_key: string | null;
    /** The company whose balance paid the session (migration 0032); null when the driver paid. */
    company_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The company's driver it paid for: its extensions and cancel go to the same line of the company's history. */
    company_driver_id: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: ColumnType<Date, Date, never>;
  };
}
