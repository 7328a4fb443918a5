import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How many e-mails went to an address after `since`, as the outbox recorded them: the e-mail sending limit counts these. */
export async function countEmailsSince(db: Kysely<Database>, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to', '=', email)
    .where('channel', '=', 'email')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
