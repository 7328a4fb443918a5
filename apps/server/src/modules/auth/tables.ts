import type { ColumnType } from 'kysely';

/** `operator` is the city's desk staff: its tokens open the desk and nothing of a driver's. */
export type TokenUserType = 'standart' | 'coop' | 'guest' | 'operator';

export interface AuthTables {
  auth_token: {
    token_hash: string;
    user_type: TokenUserType;
    /** The driver, corporate client or operator; empty for a guest. */
    subject_id: number | null;
    created_at: ColumnType<Date, Date, never>;
    last_used_at: ColumnType<Date, Date, Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
}
