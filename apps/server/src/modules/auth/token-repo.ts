import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthTables, TokenUserType } from './tables.ts';

export type TokenRow = Selectable<AuthTables['auth_token']>;

export function tokenRepo(db: Kysely<Database>) {
  return {
    async insert(row: { token_hash: string; user_type: TokenUserType; subject_id: number | null; created_at: Date; last_used_at: Date; expires_at: Date }) {
      await db.insertInto('auth_token').values(row).execute();
    },
    find(tokenHash: string): Promise<TokenRow | undefined> {
      return db.selectFrom('auth_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** The sign-ins of a subject, newest first: when and of which kind, never the token's hash. */
    issuedTo: (userType: TokenUserType, subjectId: number, limit: number) =>
      db
        .selectFrom('auth_token')
        .select(['user_type', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
        .where('user_type', '=', userType)
        .where('subject_id', '=', subjectId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
    async touch(tokenHash: string, at: Date) {
      await db.updateTable('auth_token').set({ last_used_at: at }).where('token_hash', '=', tokenHash).execute();
    },
    /** `only`: revoke the token only when it is of this kind. */
    async revoke(tokenHash: string, at: Date, only?: TokenUserType) {
      let query = db.updateTable('auth_token').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null);
      if (only) query = query.where('user_type', '=', only);
      await query.execute();
    },
    /** Ends every session of a subject, optionally sparing one (the session that asked). */
    async revokeAllOf(userType: TokenUserType, subjectId: number, at: Date, exceptHash?: string) {
      let query = db
        .updateTable('auth_token')
        .set({ revoked_at: at })
        .where('user_type', '=', userType)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null);
      if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
      await query.execute();
    },
  };
}
export type TokenRepo = ReturnType<typeof tokenRepo>;
