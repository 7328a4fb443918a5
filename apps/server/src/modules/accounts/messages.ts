import { formatPhone } from '@city-parking/contract/format/format-phone';
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
    const text =
      language === 'en' ? `Your City Parking code: ${code}. Do not tell it to anyone.` : `Код для Городских парковок: ${code}. Никому его не сообщайте.`;
    return { channel: 'sms', to, text, code };
  },

  callCode(to: string, code: string, language: TLanguage): OutgoingMessage {
    const caller = `+7 900 ${randomDigits(3)}-${code.slice(0, 2)}-${code.slice(2)}`;
    const text =
      language === 'en' ? `Incoming call from ${caller}: the last 4 digits are the code.` : `Входящий звонок с номера ${caller}: последние 4 цифры — код.`;
    return { channel: 'call', to, text, code };
  },

  emailCode(to: string, code: string, link: string, language: TLanguage): OutgoingMessage {
    const text =
      language === 'en'
        ? `Confirm your e-mail for City Parking: enter the code ${code} or open ${link}`
        : `Подтвердите e-mail для Городских парковок: введите код ${code} или откройте ${link}`;
    return { channel: 'email', to, text, code };
  },

  /** To the old e-mail once a new one is confirmed, so that a taken-over account does not go unnoticed. */
  emailChanged(to: string, newEmail: string, language: TLanguage): OutgoingMessage {
    const text =
      language === 'en'
        ? `The e-mail of your City Parking account was changed to ${newEmail}. If it was not you, contact support.`
        : `E-mail вашей учётной записи Городских парковок изменён на ${newEmail}. Если это были не вы, обратитесь в поддержку.`;
    return { channel: 'email', to, text };
  },

  /** To the old main phone once another phone becomes main. */
  mainPhoneChanged(to: string, newPhone: string, language: TLanguage): OutgoingMessage {
    const phone = formatPhone(newPhone);
    const text =
      language === 'en'
        ? `The main phone of your City Parking account was changed to ${phone}. If it was not you, contact support.`
        : `Основной телефон вашей учётной записи Городских парковок изменён на ${phone}. Если это были не вы, обратитесь в поддержку.`;
    return { channel: 'sms', to, text };
  },

  restoreEmail(to: string, code: string, language: TLanguage): OutgoingMessage {
    const text =
      language === 'en'
        ? `Password restore for City Parking: your code is ${code}. If you did not ask for it, ignore this letter.`
        : `Восстановление пароля Городских парковок: ваш код ${code}. Если вы его не запрашивали, не отвечайте на письмо.`;
    return { channel: 'email', to, text, code };
  },

  /** Restore by phone: the digits are a one-time password that leads to choosing a new one. */
  restoreCall(to: string, code: string, language: TLanguage): OutgoingMessage {
    const message = messages.callCode(to, code, language);
    const text =
      language === 'en'
        ? message.text.replace('the code.', 'a one-time password: sign in with it within 10 minutes and choose a new password.')
        : message.text.replace('код.', 'одноразовый пароль: войдите с ним в течение 10 минут и задайте новый пароль.');
    return { ...message, text };
  },
};
