import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { sentSmsSince } from '../outbox/sent-sms.ts';
import type { SmsReplies } from '../outbox/sms-replies.ts';
import { paymentRepo } from './payment-repo.ts';
import type { PaymentService } from './payment-service.ts';
import { paymentReference } from './providers/phone-provider.ts';

/** Answers that agree to pay; anything else declines, as an operator would read it. */
const YES = new Set(['1', 'да', 'yes']);

/** Cyrillic letters that look like the Latin ones of a reference, as a phone's Russian keyboard types them. */
const LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

/** An answer, then optionally the payment's reference, with or without a space: "1 K7P2", "да k7p2", "1K7P2". */
const REPLY = /^(\S+?)\s*([A-HJ-NP-Z2-9АВЕКМНРСТУХ]{4})?$/iu;

/** The outcome a payer's SMS answer asks for. */
export function replyOutcome(answer: string): 'pay' | 'decline' {
  return YES.has(answer.trim().toLowerCase()) ? 'pay' : 'decline';
}

/** The answer and the reference (upper-case Latin) of an SMS reply; undefined when it is not an answer. */
export function parseReply(text: string): { outcome: 'pay' | 'decline'; reference: string | null } | undefined {
  const match = REPLY.exec(text.trim());
  if (!match) return undefined;
  const reference = match[2] ? [...match[2].toUpperCase()].map((c) => LOOKALIKES[c] ?? c).join('') : null;
  return { outcome: replyOutcome(match[1]!), reference };
}

/**
 * Answers to phone-payment SMS. Only payments of phone methods carry a phone (payerPhone), so a
 * waiting payment with the sender's phone is one that asked by SMS. An answer completes the payment
 * its reference names; an answer without one completes only the phone's single waiting payment.
 * Anything else changes nothing: "the newest payment" would let a stranger who started a payment
 * for someone else's phone collect that person's "1" for an SMS of their own.
 */
export function phoneReplies(db: Kysely<Database>, payments: PaymentService): SmsReplies {
  /**
   * Waiting payments of the phones whose SMS went out. The outbox records every delivered SMS; a
   * payment whose SMS was refused (LimitSMS, a gateway failure) was never asked and takes no answer,
   * not even a bare "1" while it is the phone's only waiting payment.
   */
  async function waitingOf(phones: readonly string[]) {
    const waiting = await paymentRepo(db).waitingOfPhones(phones);
    if (waiting.length === 0) return [];
    // Both rows take the server's clock; the minute's slack covers a message written just before its payment row.
    const since = new Date(Math.min(...waiting.map((p) => p.created_at.getTime())) - 60_000);
    const sent = await sentSmsSince(db, phones, since);
    return waiting.flatMap(({ id, phone }) => {
      const reference = paymentReference(id);
      return sent.some((sms) => sms.to === phone && sms.text.includes(`1 ${reference}`)) ? [{ id, phone: phone!, reference }] : [];
    });
  }

  return {
    async reply(from, text) {
      const reply = parseReply(text);
      if (!reply) throw new AppError('ValidationError', { text: 'InvalidFormat' });
      const waiting = await waitingOf([from]);
      if (waiting.length === 0) throw new AppError('NotFound');
      const named = reply.reference === null ? waiting : waiting.filter((p) => p.reference === reply.reference);
      if (named.length === 0) throw new AppError('NotFound');
      if (named.length > 1) throw new AppError('PaymentReferenceRequired');
      const payment = named[0]!.id;
      return { payment, result: await payments.complete(payment, reply.outcome) };
    },

    async awaitingReply(phones) {
      const waiting = new Map<string, string[]>();
      if (phones.length === 0) return waiting;
      for (const { phone, reference } of await waitingOf(phones)) waiting.set(phone, [...(waiting.get(phone) ?? []), reference]);
      return waiting;
    },
  };
}
