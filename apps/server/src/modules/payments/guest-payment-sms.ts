import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from '../outbox/messenger.ts';
import type { Bought, Purchase } from './purchase.ts';

/** What a /check link shows of a purchase (or of a paid session of the history). */
export type CheckedPurchase = Pick<Purchase, 'zone' | 'parking' | 'ticket' | 'plate' | 'start' | 'end' | 'amount'>;

/** What was bought, in a few words: the receipt's title. */
function titleOf({ zone, parking, ticket }: CheckedPurchase, language: TLanguage): string {
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
export function checkQuery(purchase: CheckedPurchase, language: TLanguage): URLSearchParams {
  const query = new URLSearchParams({ title: titleOf(purchase, language) });
  if (purchase.plate) query.set('ts', purchase.plate);
  if (purchase.start) query.set('dateIn', purchase.start);
  if (purchase.end) query.set('dateOut', purchase.end);
  query.set('price', String(purchase.amount));
  return query;
}

/**
 * The SMS that tells a guest what their payment bought, with the link to its receipt page and,
 * once the cash register has issued it, the link to its fiscal receipt: one SMS with both. Each
 * link ends its line, so no punctuation sticks to it.
 */
export function guestReceiptSms(
  to: string,
  purchase: Purchase,
  links: { check: string; fiscal: string | null },
  language: TLanguage,
  timeZone: string,
): OutgoingMessage {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, 'DD.MM.YYYY HH:mm', timeZone) : '');
  const period = [when(purchase.start), when(purchase.end)].filter(Boolean).join(' – ');
  const sum = formatMoney(purchase.amount, language);
  const what = [titleOf(purchase, language), purchase.plate, period].filter(Boolean).join(', ');
  const text =
    language === 'en'
      ? `City Parking: paid ${sum}. ${what}. Details: ${links.check}`
      : `Городская парковка: оплачено ${sum}. ${what}. Подробнее: ${links.check}`;
  if (!links.fiscal) return { channel: 'sms', to, text };
  return { channel: 'sms', to, text: `${text}\n${language === 'en' ? 'Cash receipt' : 'Кассовый чек'}: ${links.fiscal}` };
}

export interface GuestReceiptDeps {
  messenger: Messenger;
  /** The address of the web app's /check page with this query, in the guest's language, with the city in it and signed by the city. */
  checkLink: (query: URLSearchParams, language: TLanguage) => Promise<string>;
  /** The city's clock, on which the SMS writes the period. */
  timeZone: string;
  log: FastifyBaseLogger;
}

/** A guest's receipt: an SMS to the phone they paid with; `fiscalLink` is the payment's fiscal receipt page, once issued. */
export type GuestReceipts = (purchase: Purchase, guest: NonNullable<Bought['guest']>, fiscalLink?: string | null) => Promise<void>;

/**
 * Texts a guest what their completed payment bought. The payment stands whether or not the SMS
 * goes out, so a gateway failure is logged (without the text, which holds the link) and swallowed.
 */
export function guestReceipts({ messenger, checkLink, timeZone, log }: GuestReceiptDeps): GuestReceipts {
  return async (purchase, { phone, language }, fiscalLink = null) => {
    try {
      const check = await checkLink(checkQuery(purchase, language), language);
      await messenger.send(guestReceiptSms(phone, purchase, { check, fiscal: fiscalLink }, language, timeZone));
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'guest receipt SMS not sent');
    }
  };
}
