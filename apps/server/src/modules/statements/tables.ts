import type { ColumnType, Generated } from 'kysely';

/** The monthly e-mails: a company's statement and a driver's report of operations. */
export type MonthlyMailKind = 'company-statement' | 'driver-report';

/** How a claimed mail ended: sent, or nothing to send (a driver without operations that month). */
export type MonthlyMailOutcome = 'sent' | 'empty';

export interface StatementTables {
  /**
   * One row per recipient, kind and month: claimed before the mail is built, so that a second run
   * or a second server process sends nothing twice; `outcome` is null while the claim is held.
   */
  monthly_mail: {
    id: Generated<number>;
    kind: MonthlyMailKind;
    /** company.id or driver.id, by kind. */
    owner_id: number;
    /** YYYY-MM on the city's clock. */
    month: string;
    claimed_at: Date;
    outcome: ColumnType<MonthlyMailOutcome | null, MonthlyMailOutcome | null | undefined, MonthlyMailOutcome | null>;
    done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}
