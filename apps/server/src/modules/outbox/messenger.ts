import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxChannel } from './tables.ts';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** Phone digits (sms, call) or an e-mail address. */
  to: string;
  text: string;
  code?: string;
}

/**
 * Where SMS, confirmation calls and e-mails go. The reference server writes every message to the
 * outbox table; a deployment plugs its SMS gateway, telephony and mail here instead.
 */
/** What a gateway did with a message. */
export interface SentMessage {
  /**
   * The code the recipient actually got. A confirmation call's gateway may choose the calling number
   * itself (SMS.ru does), so a call's code is known only once the call is placed.
   */
  code: string | null;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<SentMessage>;
  /** How many SMS and calls went to a phone since `since`: the sending limit is counted from these. */
  countPhoneMessagesSince(phone: string, since: Date): Promise<number>;
}

export function outboxMessenger(db: Kysely<Database>, now: () => Date = () => new Date()): Messenger {
  return {
    async send({ channel, to, text, code }) {
      await db.insertInto('outbox').values({ channel, to, text, code: code ?? null, created_at: now() }).execute();
      return { code: code ?? null };
    },
    async countPhoneMessagesSince(phone, since) {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('to', '=', phone)
        .where('channel', 'in', ['sms', 'call'])
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
