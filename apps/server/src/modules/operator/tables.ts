import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TBankStatementLine } from '@city-parking/contract/operator/operator-bank-statements';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';

export interface OperatorTables {
  operator: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    name: string;
    created_at: ColumnType<Date, Date, never>;
    disabled: ColumnType<boolean, boolean | undefined, boolean>;
    /** Invited, the set-up link not used yet: the account has no password anyone knows. */
    invited: ColumnType<boolean, boolean | undefined, boolean>;
    /** The authenticator app's secret (base32); null until the member enrols, or after an admin's reset. */
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    /** The step of the last code taken: a code works once. */
    totp_step: ColumnType<number | null, number | null | undefined, number | null>;
  };
  operator_recovery_code: {
    id: Generated<number>;
    operator_id: number;
    /** SHA-256 of the code as the member types it, normalised (no dashes, capitals). */
    code_hash: string;
    used_at: Date | null;
  };
  operator_sign_in: {
    /** SHA-256 of the `pending` the password step answered. */
    token_hash: string;
    operator_id: number;
    /** The secret being enrolled; null when the member has one already. */
    secret: string | null;
    tries: ColumnType<number, number | undefined, number>;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  operator_role: {
    operator_id: number;
    role: TStaffRole;
  };
  operator_invite: {
    id: Generated<number>;
    operator_id: number;
    /** SHA-256 of the set-up link's token, as auth tokens are kept. */
    token_hash: string;
    invited_by: number | null;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  operator_action: {
    id: Generated<number>;
    operator_id: number;
    appeal_id: number;
    action: 'reply' | 'status';
    from_status: TAppealStatus;
    to_status: TAppealStatus;
    at: Date;
  };
  operator_fine_import: {
    id: Generated<number>;
    operator_id: number;
    format: 'json' | 'csv';
    rows: number;
    accepted: number;
    updated: number;
    refused: number;
    at: Date;
  };
  operator_bank_statement_import: {
    id: Generated<number>;
    operator_id: number;
    file_name: string;
    /** The file's SHA-256 in hex: one import per file. */
    sha256: string;
    lines: number;
    paid: number;
    already_paid: number;
    unmatched: number;
    /** The report's lines (the contract's ZBankStatementLine). */
    report: ColumnType<TBankStatementLine[], string, string>;
    at: Date;
  };
}
export type OperatorRow = Selectable<OperatorTables['operator']>;
