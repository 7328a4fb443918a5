import { createHash, randomBytes } from 'node:crypto';
import type { RowCache } from '../../db/row-cache.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TokenUserType } from './tables.ts';
import { TOKEN_POLICY, TOUCH_AFTER_MS } from './token-policy.ts';
import type { TokenRepo, TokenRow } from './token-repo.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenOwner {
  userType: TokenUserType;
  subjectId: number | null;
}

/**
 * Opaque bearer tokens: 256 random bits, stored hashed, with idle and absolute expiry. With
 * `cached` (the city's tokens in memory, db/row-cache.ts) a known token is resolved without the
 * database; its expiry and revocation are still checked on every call, against the kept row.
 */
export function tokenService(repo: TokenRepo, now: () => Date, cached?: RowCache<TokenRow | undefined>) {
  const find = cached ? (hash: string) => cached.get(hash) : (hash: string) => repo.find(hash);
  return {
    async issue(userType: TokenUserType, subjectId: number | null): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expires = new Date(at.getTime() + TOKEN_POLICY[userType].absoluteMs);
      await repo.insert({ token_hash: hashToken(token), user_type: userType, subject_id: subjectId, created_at: at, last_used_at: at, expires_at: expires });
      return token;
    },

    /**
     * The owner of a token of one of the `accepted` kinds; TokenNotFound or TokenExpired otherwise.
     * `vet` is asked about the owner before the token's expiry is: a blocked driver's old token
     * (revoked when the account was blocked) then answers the block, not a bare expiry.
     */
    async resolve(token: string | undefined, accepted: readonly TokenUserType[], vet?: (owner: TokenOwner) => Promise<void>): Promise<TokenOwner> {
      if (!token) throw new AppError('TokenNotFound');
      const hash = hashToken(token);
      const row = await find(hash);
      if (!row || !accepted.includes(row.user_type)) throw new AppError('TokenNotFound');
      await vet?.({ userType: row.user_type, subjectId: row.subject_id });
      const at = now();
      const idleEnd = row.last_used_at.getTime() + TOKEN_POLICY[row.user_type].idleMs;
      if (row.revoked_at || at >= row.expires_at || at.getTime() >= idleEnd) throw new AppError('TokenExpired');
      if (at.getTime() - row.last_used_at.getTime() >= TOUCH_AFTER_MS) {
        // The kept row too: the touch's own notice may come after this process's next request.
        row.last_used_at = at;
        await repo.touch(hash, at);
      }
      return { userType: row.user_type, subjectId: row.subject_id };
    },

    /** `only`: a logout of one kind of user (the desk's) never ends another kind's session. */
    async revoke(token: string, only?: TokenUserType): Promise<void> {
      const hash = hashToken(token);
      await repo.revoke(hash, now(), only);
      // Committed: this process refuses the token from its next request on, before the notice arrives.
      cached?.drop(hash);
    },

    async revokeAllOf(userType: TokenUserType, subjectId: number, exceptToken?: string): Promise<void> {
      await repo.revokeAllOf(userType, subjectId, now(), exceptToken ? hashToken(exceptToken) : undefined);
      cached?.dropWhere((row) => row?.user_type === userType && row.subject_id === subjectId);
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
