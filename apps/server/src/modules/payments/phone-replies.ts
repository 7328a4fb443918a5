import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SmsReplies } from '../outbox/sms-replies.ts';
import type { PaymentService } from './payment-service.ts';

/** Answers that agree to pay; anything else declines, as an operator would read it. */
const YES = new Set(['1', 'да', 'yes']);

/** The outcome a payer's SMS answer asks for. */
export function replyOutcome(text: string): 'pay' | 'decline' {
  return YES.has(text.trim().toLowerCase()) ? 'pay' : 'decline';
}

/**
 * Answers to phone-payment SMS. Only payments of phone methods carry a phone (payerPhone), so a
 * waiting payment with the sender's phone is one that asked by SMS; the newest one is what an answer
 * refers to, as in an SMS conversation.
 */
export function phoneReplies(db: Kysely<Database>, payments: PaymentService): SmsReplies {
  return {
    async reply(from, text) {
      const waiting = await db
        .selectFrom('provider_payment')
        .select('id')
        .where('phone', '=', from)
        .where('status', '=', 'wait')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!waiting) throw new AppError('NotFound');
      return { payment: waiting.id, result: await payments.complete(waiting.id, replyOutcome(text)) };
    },

    async awaitingReply(phones) {
      if (phones.length === 0) return new Set();
      const rows = await db.selectFrom('provider_payment').select('phone').distinct().where('phone', 'in', [...phones]).where('status', '=', 'wait').execute();
      return new Set(rows.flatMap((r) => (r.phone ? [r.phone] : [])));
    },
  };
}
