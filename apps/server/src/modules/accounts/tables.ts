import type { ColumnType, Generated } from 'kysely';

export type ConfirmationType = 'SMS' | 'Call';

export interface AccountTables {
  driver: {
    id: Generated<number>;
    email: string | null;
    first_name: Generated<string>;
    last_name: Generated<string>;
    middle_name: Generated<string>;
    password_hash: string | null;
    yandex_id: string | null;
    report_history_operation: Generated<boolean>;
    push_off: Generated<boolean>;
    check_parking_session_before: Generated<boolean>;
    check_parking_session: Generated<boolean>;
    /** Notices go by e-mail rather than SMS when no browser takes them (migration 0035). */
    notify_by_email: Generated<boolean>;
    /** The language of notices: the one the driver last changed a setting in (migration 0035). */
    notice_language: Generated<'ru' | 'en'>;
    /** On the server's clock (no database default): the monthly reports go to drivers registered by a month's end. */
    created_at: ColumnType<Date, Date, never>;
    /** When the desk blocked the account, and why (migration 0056); both null while it may sign in. */
    blocked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    blocked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  };
  driver_phone: {
    phone: string;
    driver_id: number;
    is_main: boolean;
    created_at: ColumnType<Date, Date, never>;
  };
  pending_registration: {
    token_hash: string;
    email_salt: string;
    email: string;
    phone: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    password_hash: string;
    confirmation_type: ConfirmationType;
    /** When its code confirmed the phone; what counts is `confirmed_phone`. */
    phone_confirmed_at: Date | null;
    /** When its code confirmed the e-mail; what counts is `confirmed_email`. */
    email_confirmed_at: Date | null;
    /** The phone a code confirmed, set only while it was `phone`; cleared by change-phone (migration 0046). */
    confirmed_phone: ColumnType<string | null, string | null | undefined, string | null>;
    /** The e-mail a code confirmed, set only while it was `email` (migration 0046). */
    confirmed_email: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: Date;
    expires_at: Date;
    /** Wrong codes over the whole registration, across resends (migration 0013). */
    attempts: Generated<number>;
    /** When the account was created from it; kept till expiry so that its e-mailed link says so. */
    completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  confirmation_code: {
    id: Generated<number>;
    purpose: string;
    subject: string;
    target: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  vehicle: {
    id: Generated<number>;
    driver_id: number;
    plate: string;
    number: string;
    region: string;
    format: 'rus' | 'foreign';
    category: 'A' | 'B' | 'C' | 'D' | 'M';
    sts_number: string;
    name: string;
    is_main: boolean;
    created_at: ColumnType<Date, Date, never>;
  };
  driver_document: {
    id: Generated<number>;
    driver_id: number;
    type: 'STS' | 'VU';
    number: string;
    created_at: ColumnType<Date, Date, never>;
  };
  contact_change: {
    token_hash: string;
    driver_id: number;
    kind: 'email' | 'phone';
    action: 'change' | 'add';
    value: string;
    created_at: Date;
    expires_at: Date;
    /** Wrong codes over the whole change, across resends (migration 0013). */
    attempts: Generated<number>;
  };
  login_failure: {
    id: Generated<number>;
    login: string;
    ip: string;
    at: Date;
    /** The account whose password was wrong (migration 0012); empty for an unknown login or a wrong captcha. */
    driver_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The operator account whose password was wrong (migration 0024), counted as a driver's is. */
    operator_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The company whose contract number was wrong (migration 0031), counted as a driver's is. */
    company_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  captcha_challenge: {
    id: Generated<number>;
    login: string;
    ip: string;
    answer_hash: string;
    expires_at: Date;
    used_at: Date | null;
  };
}
