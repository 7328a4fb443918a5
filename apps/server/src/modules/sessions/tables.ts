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
    end_at: Date;
    status: SessionStatus;
    /** Kopecks paid for the session, net of refunds. */
    paid: number;
    /** `start:<driverId>:<RequestId>`: a re-submitted start finds the session it made. */
    request_key: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
