import { formatMoney } from '@city-parking/contract/format/format-money';
import { AppError } from '../../../http/app-error.ts';
import type { Messenger, OutgoingMessage } from '../../outbox/messenger.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The SMS that asks the payer to confirm a charge to the phone account, in the payer's language. */
export function phonePaymentSms(phone: string, amount: number, language: 'ru' | 'en'): OutgoingMessage {
  const sum = `${formatMoney(amount)} ₽`;
  const text =
    language === 'en'
      ? `City Parking: confirm the payment of ${sum}. Reply 1 to pay, 0 to decline.`
      : `Городская парковка: подтвердите оплату ${sum}. Ответьте 1 — оплатить, 0 — отказаться.`;
  return { channel: 'sms', to: phone, text };
}

/**
 * Payments charged to a mobile phone account: the operator asks the payer by SMS and the answer
 * completes the payment (in demo mode through `POST /dev/outbox/reply`). The browser meanwhile waits
 * on the web app's /phone-payment-callback page, in the language the payer began in.
 */
export function phoneProvider(messenger: Messenger): PaymentProvider {
  return {
    async createPayment({ amount, phone, language }) {
      if (!phone) throw new AppError('PhoneEmpty');
      await messenger.send(phonePaymentSms(phone, amount, language));
      return { redirectUrl: language === 'en' ? '/en/phone-payment-callback' : '/phone-payment-callback' };
    },
  };
}
