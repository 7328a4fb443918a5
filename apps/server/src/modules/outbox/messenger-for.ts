import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { outboxRecorder, replaceSecret, type Messenger, type OutgoingMessage } from './messenger.ts';
import { smsRuGateway } from './smsru-gateway.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** Where a failed delivery is reported for the operator; the message's text and code are never passed. */
type WarnLog = { warn(details: Record<string, unknown>, message: string): void };

/** A letter's subject, in the language its text is written in. */
const subjectOf = (text: string) => (/[а-яё]/i.test(text) ? 'Городские парковки' : 'City Parking');

/**
 * The messenger of one city, built once and given to everything that sends. Each message is
 * delivered through the configured adapter of its channel (SMTP for e-mail, SMS.ru for SMS and
 * calls) and then recorded in the outbox, which is what the per-phone limit counts. A channel
 * without an adapter (demo mode only: production refuses to start without both) is recorded only.
 */
export function messengerFor(config: Config, db: Kysely<Database>, { now, log }: { now: () => Date; log?: WarnLog }): Messenger {
  const outbox = outboxRecorder(db, { keepSecrets: config.DEMO, now });
  const mailer = smtpMailer(config);
  const gateway = smsRuGateway(config);

  /** Delivers and answers the code the recipient got. */
  async function deliver({ channel, to, text, code, attachments }: OutgoingMessage): Promise<string | null> {
    if (channel === 'email') {
      await mailer?.({ to, subject: subjectOf(text), text, attachments });
    } else if (channel === 'call' && gateway) {
      return gateway.call(to);
    } else {
      await gateway?.sendSms(to, text);
    }
    return code ?? null;
  }

  return {
    async send(message) {
      let code: string | null;
      try {
        code = await deliver(message);
      } catch (error) {
        log?.warn({ channel: message.channel, reason: (error as Error).message }, 'message not sent');
        throw new AppError('MessageNotSent');
      }
      // A call placed by the gateway carries the gateway's code; the record names that one.
      const text = message.code && code && code !== message.code ? replaceSecret(message.text, message.code, (i) => code[i] ?? '*') : message.text;
      await outbox.record({ ...message, text, code: code ?? undefined });
      return { code };
    },
    countPhoneMessagesSince: outbox.countPhoneMessagesSince,
  };
}
