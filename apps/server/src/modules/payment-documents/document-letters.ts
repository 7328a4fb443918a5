import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import { inTransaction } from '../../db/in-transaction.ts';
import { lockRow } from '../../db/lock-row.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DocumentOwner } from './payment-document-service.ts';

/** Documents one account (a driver or a company) may e-mail in a day on the city's clock. */
export const LETTERS_PER_ACCOUNT_DAY = 20;
/**
 * Letters one address may get in a day, from all accounts of the city together: the address is
 * typed by the caller, so without this a few accounts could send a stranger city-branded mail all day.
 */
export const LETTERS_PER_RECIPIENT_DAY = 5;

/** The address as the table keeps it: trimmed, lower-cased and hashed. */
export const recipientHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

interface Deps {
  db: Kysely<Database>;
  timeZone: string;
  now: () => Date;
}

/**
 * The daily caps of e-mailing documents, counted in the city's database (`document_letter`), so
 * they hold whichever process serves the call. A letter is counted before it is sent, under the
 * account's and then the address's lock rows (always in that order), so concurrent calls cannot
 * both take the last one; a letter that could not be sent gives its place back.
 */
export function documentLetters({ db, timeZone, now }: Deps) {
  const ownerColumns = (owner: DocumentOwner) => ('driverId' in owner ? { driver_id: owner.driverId } : { company_id: owner.companyId });
  const ownerKey = (owner: DocumentOwner) => ('driverId' in owner ? `driver:${owner.driverId}` : `company:${owner.companyId}`);

  return {
    /** Counts a letter of `owner` to `email` today; ReceiptMailLimit when either cap is reached. Answers the letter's id. */
    async take(owner: DocumentOwner, email: string): Promise<number> {
      const at = now();
      const dayStart = instantOf(wallClockAt(at, timeZone).date, 0, timeZone);
      const recipient = recipientHash(email);
      return inTransaction(db, async (trx) => {
        await lockRow(trx, `document-letter:${ownerKey(owner)}`);
        await lockRow(trx, `document-letter-to:${recipient}`);
        const count = (column: 'driver_id' | 'company_id' | 'recipient_hash', value: number | string) =>
          trx
            .selectFrom('document_letter')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(column, '=', value)
            .where('sent_at', '>=', dayStart)
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.n));
        const [column, id] = 'driverId' in owner ? (['driver_id', owner.driverId] as const) : (['company_id', owner.companyId] as const);
        if ((await count(column, id)) >= LETTERS_PER_ACCOUNT_DAY) throw new AppError('ReceiptMailLimit');
        if ((await count('recipient_hash', recipient)) >= LETTERS_PER_RECIPIENT_DAY) throw new AppError('ReceiptMailLimit');
        // Earlier days count for nothing: the account's and the address's old rows go as new ones come.
        await trx.deleteFrom('document_letter').where(column, '=', id).where('sent_at', '<', dayStart).execute();
        await trx.deleteFrom('document_letter').where('recipient_hash', '=', recipient).where('sent_at', '<', dayStart).execute();
        const row = await trx
          .insertInto('document_letter')
          .values({ ...ownerColumns(owner), recipient_hash: recipient, sent_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      });
    },

    /** The letter was not sent after all: it no longer counts. */
    async giveBack(letterId: number): Promise<void> {
      await db.deleteFrom('document_letter').where('id', '=', letterId).execute();
    },
  };
}
export type DocumentLetters = ReturnType<typeof documentLetters>;
