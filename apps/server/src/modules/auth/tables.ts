import type { ColumnType } from 'kysely';

export type TokenUserType = 'standart' | 'coop' | 'guest';

export interface AuthTables {
  auth_token: {
    token_hash: string;
    user_type: TokenUserType;
    /** The driver or corporate client; empty for a guest. */
    subject_id: number | null;
    created_at: ColumnType<Date, Date, never>;
    last_used_at: ColumnType<Date, Date | undefined, Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
}
