import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The SMS delivered to these phones since `since`, as the outbox recorded them: who got which text. */
export function sentSmsSince(db: Kysely<Database>, phones: readonly string[], since: Date): Promise<{ to: string; text: string }[]> {
  return db
    .selectFrom('outbox')
    .select(['to', 'text'])
    .where('to', 'in', [...phones])
    .where('channel', '=', 'sms')
    .where('created_at', '>=', since)
    .execute();
}
