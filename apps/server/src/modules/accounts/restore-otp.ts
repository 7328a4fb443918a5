import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESTORE_GRANT_TTL_MS } from '@city-parking/contract/auth/restore';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { confirmationCodes } from './codes.ts';

const OTP = 'restore-phone';
const GRANT = 'restore-grant';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The two secrets of a restore by phone, kept hashed in confirmation_code: the call's 4 digits, a
 * one-time password checked as every confirmation code is (codes.ts: its lifetime, its tries
 * counted before comparing), and the grant a sign-in with it answers, which can only set the new
 * password.
 */
export function restoreOtp(db: Kysely<Database>, now: () => Date) {
  const codes = confirmationCodes(db, now);
  const close = (purpose: string, driverId: number, at: Date) =>
    db
      .updateTable('confirmation_code')
      .set({ used_at: at })
      .where('purpose', '=', purpose)
      .where('subject', '=', String(driverId))
      .where('used_at', 'is', null)
      .execute();

  return {
    async issue(driverId: number, phone: string, digits: string): Promise<void> {
      await codes.issue(OTP, String(driverId), phone, digits);
    },

    /** True (and the password used up) when `digits` is the driver's open one-time password. */
    async use(driverId: number, digits: string): Promise<boolean> {
      try {
        await codes.verify(OTP, String(driverId), digits);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    /** The token a sign-in with the one-time password answers; it only sets the new password. */
    async grant(driverId: number, phone: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await close(GRANT, driverId, at);
      await db
        .insertInto('confirmation_code')
        .values({
          purpose: GRANT,
          subject: String(driverId),
          target: phone,
          code_hash: digest(`${GRANT}:${token}`),
          created_at: at,
          expires_at: new Date(at.getTime() + RESTORE_GRANT_TTL_MS),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** Whether a grant is open, checked before the costly hashing of the new password. */
    async grantOpen(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('confirmation_code')
        .select('id')
        .where('purpose', '=', GRANT)
        .where('code_hash', '=', digest(`${GRANT}:${token}`))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Uses a grant up; the driver it was for, or undefined when it is unknown, used or expired. */
    async useGrant(token: string): Promise<number | undefined> {
      const at = now();
      const row = await db
        .updateTable('confirmation_code')
        .set({ used_at: at })
        .where('purpose', '=', GRANT)
        .where('code_hash', '=', digest(`${GRANT}:${token}`))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('subject')
        .executeTakeFirst();
      return row ? Number(row.subject) : undefined;
    },

    /** A new password is set: what is still open of a restore by phone is void. */
    async closeAll(driverId: number): Promise<void> {
      const at = now();
      await close(OTP, driverId, at);
      await close(GRANT, driverId, at);
    },
  };
}
