import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OutgoingMessage } from '../outbox/messenger.ts';
import { randomDigits } from './codes.ts';

/**
 * The texts of the service's SMS, calls and e-mails. A confirmation call comes from a number whose
 * last four digits are the code; the caller number is made up here because the outbox stands in for
 * the telephony provider.
 */
export const messages = {
  smsCode(to: string, code: string, language: TLanguage): OutgoingMessage {
    const text = language === 'en' ? `Your City Parking code: ${code}. Do not tell it to anyone.` : `Код для Городских парковок: ${code}. Никому его не сообщайте.`;
    return { channel: 'sms', to, text, code };
  },

  callCode(to: string, code: string, language: TLanguage): OutgoingMessage {
    const caller = `+7 900 ${randomDigits(3)}-${code.slice(0, 2)}-${code.slice(2)}`;
    const text = language === 'en' ? `Incoming call from ${caller}: the last 4 digits are the code.` : `Входящий звонок с номера ${caller}: последние 4 цифры — код.`;
    return { channel: 'call', to, text, code };
  },

  emailCode(to: string, code: string, link: string, language: TLanguage): OutgoingMessage {
    const text =
      language === 'en'
        ? `Confirm your e-mail for City Parking: enter the code ${code} or open ${link}`
        : `Подтвердите e-mail для Городских парковок: введите код ${code} или откройте ${link}`;
    return { channel: 'email', to, text, code };
  },

  restoreEmail(to: string, code: string, language: TLanguage): OutgoingMessage {
    const text =
      language === 'en'
        ? `Password restore for City Parking: your code is ${code}. If you did not ask for it, ignore this letter.`
        : `Восстановление пароля Городских парковок: ваш код ${code}. Если вы его не запрашивали, не отвечайте на письмо.`;
    return { channel: 'email', to, text, code };
  },

  restoreCall(to: string, password: string, language: TLanguage): OutgoingMessage {
    const message = messages.callCode(to, password, language);
    const text =
      language === 'en' ? `${message.text.replace('the code', 'your new password')}` : `${message.text.replace('код', 'ваш новый пароль')}`;
    return { ...message, text };
  },
};
