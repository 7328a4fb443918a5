import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxChannel } from './tables.ts';

/** A file an e-mail carries (a payment document, a report). */
export interface MessageAttachment {
  /** The file name the recipient sees, such as receipt.pdf. */
  name: string;
  /** Its media type, such as application/pdf. */
  type: string;
  content: Uint8Array;
}

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** Phone digits (sms, call) or an e-mail address. */
  to: string;
  text: string;
  /** The secret the message carries (a code, a one-time password); masked in the outbox outside demo mode. */
  code?: string;
  /** Files that go with an e-mail; other channels carry none. */
  attachments?: readonly MessageAttachment[];
}

/** What a gateway did with a message. */
export interface SentMessage {
  /**
   * The code the recipient actually got. A confirmation call's gateway may choose the calling number
   * itself (SMS.ru does), so a call's code is known only once the call is placed.
   */
  code: string | null;
}

/**
 * Where SMS, confirmation calls and e-mails go: the city's adapters (SMTP, SMS.ru) when configured,
 * and always a record in the outbox table, which the per-phone sending limit counts.
 */
export interface Messenger {
  /** Delivers a message; a gateway failure throws MessageNotSent and records nothing. */
  send(message: OutgoingMessage): Promise<SentMessage>;
  /** How many SMS and calls went to a phone since `since`: the sending limit is counted from these. */
  countPhoneMessagesSince(phone: string, since: Date): Promise<number>;
}

/**
 * The text with every occurrence of a secret replaced character by character, also where the text
 * writes it with separators (a caller number's "…-12-34" carries the code 1234). `by` is the
 * replacement of each character: asterisks to mask, or another code of the same length.
 */
export function replaceSecret(text: string, secret: string | null | undefined, by: (index: number) => string = () => '*'): string {
  if (!secret) return text;
  const pattern = new RegExp([...secret].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[ -]?'), 'g');
  return text.replace(pattern, (found) => {
    let index = 0;
    return found.replace(/[^ -]/g, () => by(index++));
  });
}

/**
 * The outbox table: a record of every message delivered. With `keepSecrets` (demo mode, where the
 * outbox page stands in for phones and mailboxes) the record keeps the code and the attachments'
 * bytes; otherwise the code is masked in the text and not stored, and of an attachment only its
 * name, type and size are kept, so the table holds nothing that signs anyone in or names a payer.
 */
export function outboxRecorder(db: Kysely<Database>, { keepSecrets, now }: { keepSecrets: boolean; now: () => Date }) {
  return {
    async record({ channel, to, text, code, attachments = [] }: OutgoingMessage): Promise<void> {
      const kept = keepSecrets ? { text, code: code ?? null } : { text: replaceSecret(text, code), code: null };
      const files = channel === 'email' ? attachments : [];
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('outbox')
          .values({ channel, to, ...kept, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (files.length === 0) return;
        await trx
          .insertInto('outbox_attachment')
          .values(
            files.map((file) => ({
              outbox_id: id,
              name: file.name,
              type: file.type,
              size: file.content.byteLength,
              bytes: keepSecrets ? file.content : null,
            })),
          )
          .execute();
      });
    },

    async countPhoneMessagesSince(phone: string, since: Date): Promise<number> {
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
