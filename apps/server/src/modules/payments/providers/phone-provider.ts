import { createHash } from 'node:crypto';
import { PHONE_MESSAGES_PER_HOUR } from '@city-parking/contract/auth/registration';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { AppError } from '../../../errors/app-error.ts';
import type { Messenger, OutgoingMessage } from '../../outbox/messenger.ts';
import type { PaymentProvider } from './payment-provider.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Letters and digits that cannot be mistaken for one another (no I, O, 0, 1); 32 of them. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The short name of a payment in its SMS, which the payer's answer repeats: 4 characters derived
 * from the payment id, so nothing needs storing. It tells apart the payments waiting on one phone;
 * it is not a secret (only the phone's owner can answer from that phone).
 */
export function paymentReference(paymentId: string): string {
  const digest = createHash('sha256').update(paymentId).digest();
  return Array.from(digest.subarray(0, 4), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** The SMS that asks the payer to confirm a charge to the phone account, in the payer's language. */
export function phonePaymentSms(phone: string, amount: number, reference: string, language: 'ru' | 'en'): OutgoingMessage {
  const sum = formatMoney(amount, language);
  const text =
    language === 'en'
      ? `City Parking: confirm the payment of ${sum} (payment ${reference}). Reply 1 ${reference} to pay, 0 ${reference} to decline.`
      : `Городская парковка: подтвердите оплату ${sum} (платёж ${reference}). Ответьте 1 ${reference} — оплатить, 0 ${reference} — отказаться.`;
  return { channel: 'sms', to: phone, text };
}

/**
 * Payments charged to a mobile phone account: the operator asks the payer by SMS and the answer
 * completes the payment (in demo mode through `POST /dev/outbox/reply`). The browser meanwhile waits
 * on the web app's /phone-payment-callback page (with the payment's id), in the language the payer
 * began in. The SMS counts in the phone's hourly limit like a code does, so payments cannot be used
 * to flood a phone.
 */
export function phoneProvider(messenger: Messenger, now: () => Date): PaymentProvider {
  return {
    async createPayment({ id, amount, phone, language }) {
      if (!phone) throw new AppError('PhoneEmpty');
      const sent = await messenger.countPhoneMessagesSince(phone, new Date(now().getTime() - HOUR_MS));
      if (sent >= PHONE_MESSAGES_PER_HOUR) throw new AppError('LimitSMS');
      await messenger.send(phonePaymentSms(phone, amount, paymentReference(id), language));
      // The page asks the server for this payment's outcome and shows its confirmation once it is paid.
      return { redirectUrl: `${language === 'en' ? '/en' : ''}/phone-payment-callback?order=${id}` };
    },
  };
}
