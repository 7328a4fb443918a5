import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  EMAIL_MESSAGES_PER_HOUR,
  PENDING_MAX_ATTEMPTS,
  PHONE_MESSAGES_PER_HOUR,
} from '@city-parking/contract/auth/registration';
import type { ErrorName } from '@city-parking/contract/errors/error-names';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { countEmailsSince } from '../outbox/sent-emails.ts';

const HOUR_MS = 60 * 60 * 1000;

const hashCode = (subject: string, code: string) => createHash('sha256').update(`${subject}:${code}`).digest();

export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

/**
 * A pending registration or contact change whose codes use its token hash as their subject: its
 * `attempts` counts wrong codes over all the codes it was sent, so a resend does not restore them.
 */
export type PendingTable = 'pending_registration' | 'contact_change';

/**
 * One-time confirmation codes: single use, valid CODE_TTL_MS, at most CODE_MAX_ATTEMPTS tries each
 * (then every try fails until a new code is issued) and PENDING_MAX_ATTEMPTS wrong tries over the
 * whole pending registration or change. Only a hash is stored.
 */
export function confirmationCodes(db: Kysely<Database>, now: () => Date) {
  /**
   * Each takes one try in one conditional update, before the code is compared, so that concurrent
   * guesses cannot all pass a check made before any of them is counted. False when none is left.
   */
  async function takeCodeTry(id: number): Promise<boolean> {
    const taken = await db
      .updateTable('confirmation_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('attempts', '<', CODE_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async function takePendingTry(table: PendingTable, tokenHash: string): Promise<boolean> {
    const taken = await (db as Kysely<Pick<Database, PendingTable>>)
      .updateTable(table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('attempts', '<', PENDING_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    return taken !== undefined;
  }

  return {
    /** Stores a new code for (purpose, subject), replacing any earlier one, and returns it. */
    async issue(purpose: string, subject: string, target: string, code: string): Promise<string> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('confirmation_code')
          .set({ used_at: at })
          .where('purpose', '=', purpose)
          .where('subject', '=', subject)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('confirmation_code')
          .values({
            purpose,
            subject,
            target,
            code_hash: hashCode(subject, code).toString('hex'),
            created_at: at,
            expires_at: new Date(at.getTime() + CODE_TTL_MS),
            used_at: null,
          })
          .execute();
      });
      return code;
    },

    /**
     * Uses the current code of (purpose, subject) when `code` matches; returns its target. With
     * `pending`, the try also counts against that pending row (keyed by `subject`); past its limit
     * the answer is CodeTryLimit and the registration or change must be started again.
     */
    async verify(purpose: string, subject: string, code: string, failure: ErrorName = 'IncorrectCode', pending?: PendingTable): Promise<string> {
      const at = now();
      const row = await db
        .selectFrom('confirmation_code')
        .select(['id', 'code_hash', 'target'])
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        // The latest code: ids of a distributed database need not follow the order codes were sent in.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row || !(await takeCodeTry(row.id))) throw new AppError(failure);
      if (pending && !(await takePendingTry(pending, subject))) throw new AppError('CodeTryLimit');
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(subject, code.trim()))) throw new AppError(failure);
      // Conditional update: of two requests with the right code only one uses it.
      const used = await db
        .updateTable('confirmation_code')
        .set({ used_at: at })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw new AppError(failure);
      // The pending counter counts wrong codes only: the right one gives its try back.
      if (pending)
        await db
          .updateTable(pending)
          .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
          .where('token_hash', '=', subject)
          .execute();
      return row.target;
    },
  };
}

/** The codes with the sending limits of the calls that message them. */
export function codeService(db: Kysely<Database>, messenger: Messenger, now: () => Date) {
  const hourAgo = () => new Date(now().getTime() - HOUR_MS);

  return {
    ...confirmationCodes(db, now),

    /** LimitSMS when the phone already got PHONE_MESSAGES_PER_HOUR SMS or calls within the hour. */
    async assertCanMessagePhone(phone: string): Promise<void> {
      const sent = await messenger.countPhoneMessagesSince(phone, hourAgo());
      if (sent >= PHONE_MESSAGES_PER_HOUR) throw new AppError('LimitSMS');
    },

    /**
     * LimitSMS (the catalogue's "too many codes") when the address already got EMAIL_MESSAGES_PER_HOUR
     * e-mails within the hour. Counted from the outbox, which records every message whatever the gateway.
     */
    async assertCanMessageEmail(email: string): Promise<void> {
      const sent = await countEmailsSince(db, email.trim().toLowerCase(), hourAgo());
      if (sent >= EMAIL_MESSAGES_PER_HOUR) throw new AppError('LimitSMS');
    },

    /** CodeTryLimit when the pending registration or change has used its wrong tries. */
    assertTriesLeft(pending: { attempts: number }): void {
      if (pending.attempts >= PENDING_MAX_ATTEMPTS) throw new AppError('CodeTryLimit');
    },
  };
}
export type CodeService = ReturnType<typeof codeService>;
