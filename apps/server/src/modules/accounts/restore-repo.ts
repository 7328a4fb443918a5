import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The confirmation_code purpose of the codes a restore by e-mail sends. */
export const RESTORE_PURPOSE = 'restore';

/**
 * A restore code counts only while the e-mail it went to is still its driver's: one e-mailed before
 * the driver changed the e-mail is void, so the old address's new holder cannot set the password.
 */
const sentToTheAccount = (eb: ExpressionBuilder<Database, 'confirmation_code'>) =>
  eb.exists(
    eb
      .selectFrom('driver')
      .select('driver.id')
      .whereRef('driver.email', '=', 'confirmation_code.target')
      .where(sql<string>`cast(driver.id as text)`, '=', eb.ref('confirmation_code.subject')),
  );

/** The codes of a restore by e-mail, kept hashed in confirmation_code with the driver's id as their subject. */
export function restoreCodeRepo(db: Db) {
  return {
    /** The unused, unexpired code of `codeHash` that still counts; undefined when there is none. */
    openRestoreCode: (codeHash: string, at: Date) =>
      db
        .selectFrom('confirmation_code')
        .select(['id', 'subject'])
        .where('purpose', '=', RESTORE_PURPOSE)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .where(sentToTheAccount)
        .executeTakeFirst(),

    /** The driver's unused codes are used up, as of `at`. */
    closeRestoreCodesOf: (driverId: number, at: Date) =>
      db
        .updateTable('confirmation_code')
        .set({ used_at: at })
        .where('purpose', '=', RESTORE_PURPOSE)
        .where('subject', '=', String(driverId))
        .where('used_at', 'is', null)
        .execute(),

    addRestoreCode: (code: { driverId: number; email: string; codeHash: string; createdAt: Date; expiresAt: Date }) =>
      db
        .insertInto('confirmation_code')
        .values({
          purpose: RESTORE_PURPOSE,
          subject: String(code.driverId),
          target: code.email,
          code_hash: code.codeHash,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
          used_at: null,
        })
        .execute(),

    /** Uses code `id` up in one conditional update and answers its driver's id; undefined when it was used or no longer counts. */
    async useRestoreCode(id: number, at: Date): Promise<number | undefined> {
      const used = await db
        .updateTable('confirmation_code')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        // Checked again where the code is used: the e-mail may have changed since it was opened.
        .where(sentToTheAccount)
        .returning('subject')
        .executeTakeFirst();
      return used === undefined ? undefined : Number(used.subject);
    },
  };
}
export type RestoreCodeRepo = ReturnType<typeof restoreCodeRepo>;
