import { STAFF_INVITE_HOURS } from '@city-parking/contract/operator/operator-staff';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OutgoingMessage } from '../outbox/messenger.ts';

/**
 * The invitation to the city's desk, in the inviting admin's language. The link's token is the
 * message's secret: the outbox keeps it only in demo mode, where the outbox page is the mailbox.
 */
export function inviteMail(to: string, name: string, link: string, token: string, language: TLanguage): OutgoingMessage {
  const text =
    language === 'en'
      ? `${name}, you are invited to the city parking operator's desk.\n\nSet your name and password by this link: ${link}\n\nThe link works once, for ${STAFF_INVITE_HOURS} hours.`
      : `${name}, вас пригласили в кабинет оператора городской парковки.\n\nЗадайте имя и пароль по ссылке: ${link}\n\nСсылка действует один раз, ${STAFF_INVITE_HOURS} часа.`;
  return { channel: 'email', to, text, code: token };
}
