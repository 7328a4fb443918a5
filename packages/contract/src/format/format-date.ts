/** Moscow time unless a city says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

type Parts = Record<'YYYY' | 'MM' | 'DD' | 'HH' | 'mm', string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return { YYYY: parts.year ?? '', MM: parts.month ?? '', DD: parts.day ?? '', HH: parts.hour ?? '', mm: parts.minute ?? '' };
}

/** Formats with the tokens DD, MM, YY, YYYY, HH and mm; any other character is kept. */
export function formatDateTime(date: Date | string | number, pattern: string, timeZone = DEFAULT_TIME_ZONE): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const parts = partsOf(value, timeZone);
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm/g, (token) => (token === 'YY' ? parts.YYYY.slice(2) : parts[token as keyof Parts]));
}

/** Subscriptions: DD/MM/YY HH:mm. */
export const formatSubscriptionDate = (date: Date | string, timeZone?: string) => formatDateTime(date, 'DD/MM/YY HH:mm', timeZone);
/** Fines: DD.MM.YYYY HH:mm. */
export const formatFineDate = (date: Date | string, timeZone?: string) => formatDateTime(date, 'DD.MM.YYYY HH:mm', timeZone);
/** Feedback messages: DD.MM HH:mm. */
export const formatMessageDate = (date: Date | string, timeZone?: string) => formatDateTime(date, 'DD.MM HH:mm', timeZone);
/** Date pickers and filters: DD/MM/YYYY. */
export const formatPickerDate = (date: Date | string, timeZone?: string) => formatDateTime(date, 'DD/MM/YYYY', timeZone);
/** News and lists: DD.MM.YYYY. */
export const formatDate = (date: Date | string, timeZone?: string) => formatDateTime(date, 'DD.MM.YYYY', timeZone);
export const formatTime = (date: Date | string, timeZone?: string) => formatDateTime(date, 'HH:mm', timeZone);
