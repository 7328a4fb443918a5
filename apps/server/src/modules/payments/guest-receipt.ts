import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from '../outbox/messenger.ts';
import type { Bought, Purchase } from './purchase.ts';

/** What was bought, in a few words: the receipt's title. */
function titleOf({ zone, parking, ticket }: Purchase, language: TLanguage): string {
  if (ticket) return language === 'en' ? `Parking ${zone}, ticket ${ticket}` : `Парковка ${zone}, талон ${ticket}`;
  // A city may sign its parkings by zone or by parking code: the guest gets both.
  const place = language === 'en' ? `zone ${zone}` : `зона ${zone}`;
  if (!parking) return language === 'en' ? `Parking: ${place}` : `Парковка: ${place}`;
  return language === 'en' ? `Parking ${parking}, ${place}` : `Парковка ${parking}, ${place}`;
}

/**
 * The query of the web app's /check page (its parse-receipt reads these fields): the title, the
 * plate, the period as ISO instants and the price in kopecks. Built from the completed purchase
 * only, never from anything the browser sent.
 */
export function checkQuery(purchase: Purchase, language: TLanguage): URLSearchParams {
  const query = new URLSearchParams({ title: titleOf(purchase, language) });
  if (purchase.plate) query.set('ts', purchase.plate);
  if (purchase.start) query.set('dateIn', purchase.start);
  if (purchase.end) query.set('dateOut', purchase.end);
  query.set('price', String(purchase.amount));
  return query;
}

/** The SMS that tells a guest what their payment bought, with the link to its receipt page. */
export function guestReceiptSms(to: string, purchase: Purchase, link: string, language: TLanguage, timeZone: string): OutgoingMessage {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, 'DD.MM.YYYY HH:mm', timeZone) : '');
  const period = [when(purchase.start), when(purchase.end)].filter(Boolean).join(' – ');
  const sum = formatMoney(purchase.amount, language);
  const what = [titleOf(purchase, language), purchase.plate, period].filter(Boolean).join(', ');
  const text = language === 'en' ? `City Parking: paid ${sum}. ${what}. Details: ${link}` : `Городская парковка: оплачено ${sum}. ${what}. Подробнее: ${link}`;
  return { channel: 'sms', to, text };
}

export interface GuestReceiptDeps {
  messenger: Messenger;
  /** The address of the web app's /check page with this query, in the guest's language and with the city in it. */
  checkLink: (query: URLSearchParams, language: TLanguage) => string;
  /** The city's clock, on which the SMS writes the period. */
  timeZone: string;
  log: FastifyBaseLogger;
}

/** A guest's receipt: an SMS to the phone they paid with. */
export type GuestReceipts = (purchase: Purchase, guest: NonNullable<Bought['guest']>) => Promise<void>;

/**
 * Texts a guest what their completed payment bought. The payment stands whether or not the SMS
 * goes out, so a gateway failure is logged (without the text, which holds the link) and swallowed.
 */
export function guestReceipts({ messenger, checkLink, timeZone, log }: GuestReceiptDeps): GuestReceipts {
  return async (purchase, { phone, language }) => {
    const link = checkLink(checkQuery(purchase, language), language);
    try {
      await messenger.send(guestReceiptSms(phone, purchase, link, language, timeZone));
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'guest receipt SMS not sent');
    }
  };
}
