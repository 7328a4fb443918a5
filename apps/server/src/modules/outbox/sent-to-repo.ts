import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The last messages sent to any of `recipients` (phone digits, e-mails), newest first; never their codes. */
export async function sentTo(db: Db, recipients: readonly string[], limit: number) {
  if (recipients.length === 0) return [];
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'to', 'text', 'created_at'])
    .where('to', 'in', recipients)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
