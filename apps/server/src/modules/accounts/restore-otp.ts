import { createHash, randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { RESTORE_GRANT_TTL_MS } from '@city-parking/contract/auth/restore';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { confirmationCodes } from './codes.ts';

const OTP = 'restore-phone';
const GRANT = 'restore-grant';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The phone a restore secret went to (its target) is still its driver's (its subject). */
const sentToTheAccount = (eb: ExpressionBuilder<Database, 'confirmation_code'>) =>
  eb.exists(
    eb
      .selectFrom('driver_phone')
      .select('driver_phone.phone')
      .whereRef('driver_phone.phone', '=', 'confirmation_code.target')
      .where(sql<string>`cast(driver_phone.driver_id as text)`, '=', eb.ref('confirmation_code.subject')),
  );

/**
 * The two secrets of a restore by phone, kept hashed in confirmation_code: the call's 4 digits, a
 * one-time password checked as every confirmation code is (codes.ts: its lifetime, its tries
 * counted before comparing), and the grant a sign-in with it answers, which can only set the new
 * password. Both count only while the phone that got the call is still the driver's: a phone
 * removed or replaced meanwhile restores nothing.
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

    /**
     * When `digits` is the driver's open one-time password (used up now), the phone it was sent to,
     * provided that phone is still the driver's; undefined otherwise.
     */
    async use(driverId: number, digits: string): Promise<string | undefined> {
      let phone: string;
      try {
        phone = await codes.verify(OTP, String(driverId), digits);
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
      const owned = await db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driverId).where('phone', '=', phone).executeTakeFirst();
      return owned ? phone : undefined;
    },

    /**
     * The token a sign-in with the one-time password answers; it only sets the new password, and
     * only while `phone` (the one the password was sent to) is still the driver's.
     */
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
        .where(sentToTheAccount)
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
        .where(sentToTheAccount)
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
