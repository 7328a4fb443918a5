import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, PHONE_MESSAGES_PER_HOUR } from '@city-parking/contract/auth/registration';
import type { ErrorName } from '@city-parking/contract/errors/error-names';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Messenger } from '../outbox/messenger.ts';

const HOUR_MS = 60 * 60 * 1000;

const hashCode = (subject: string, code: string) => createHash('sha256').update(`${subject}:${code}`).digest();

export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

/**
 * One-time confirmation codes: single use, valid CODE_TTL_MS, at most CODE_MAX_ATTEMPTS wrong tries
 * (then every try fails until a new code is issued). Only a hash is stored.
 */
export function codeService(db: Kysely<Database>, messenger: Messenger, now: () => Date = () => new Date()) {
  return {
    /** LimitSMS when the phone already got PHONE_MESSAGES_PER_HOUR SMS or calls within the hour. */
    async assertCanMessagePhone(phone: string): Promise<void> {
      const sent = await messenger.countPhoneMessagesSince(phone, new Date(now().getTime() - HOUR_MS));
      if (sent >= PHONE_MESSAGES_PER_HOUR) throw new AppError('LimitSMS');
    },

    /** Stores a new code for (purpose, subject), replacing any earlier one, and returns it. */
    async issue(purpose: string, subject: string, target: string, code: string): Promise<string> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('confirmation_code').set({ used_at: at }).where('purpose', '=', purpose).where('subject', '=', subject).where('used_at', 'is', null).execute();
        await trx
          .insertInto('confirmation_code')
          .values({ purpose, subject, target, code_hash: hashCode(subject, code).toString('hex'), created_at: at, expires_at: new Date(at.getTime() + CODE_TTL_MS), used_at: null })
          .execute();
      });
      return code;
    },

    /** Uses the current code of (purpose, subject) when `code` matches; returns its target. */
    async verify(purpose: string, subject: string, code: string, failure: ErrorName = 'IncorrectCode'): Promise<string> {
      const at = now();
      const row = await db
        .selectFrom('confirmation_code')
        .select(['id', 'code_hash', 'attempts', 'target'])
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(failure);
      const matches = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(subject, code.trim()));
      if (!matches) {
        await db.updateTable('confirmation_code').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
        throw new AppError(failure);
      }
      // Conditional update: of two requests with the right code only one uses it.
      const used = await db.updateTable('confirmation_code').set({ used_at: at }).where('id', '=', row.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
      if (!used) throw new AppError(failure);
      return row.target;
    },
  };
}
export type CodeService = ReturnType<typeof codeService>;
