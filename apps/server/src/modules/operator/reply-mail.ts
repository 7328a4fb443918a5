import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OutgoingMessage } from '../outbox/messenger.ts';

/** The e-mail that tells a driver an operator answered, in the language the driver wrote in. */
export function replyMail(to: string, appealId: number, text: string, language: TLanguage): OutgoingMessage {
  const body =
    language === 'en'
      ? `An operator answered your appeal No. ${appealId}:\n\n${text}\n\nThe whole conversation is in your profile, under Feedback.`
      : `Оператор ответил на ваше обращение № ${appealId}:\n\n${text}\n\nВся переписка — в личном кабинете, в разделе «Обратная связь».`;
  return { channel: 'email', to, text: body };
}
