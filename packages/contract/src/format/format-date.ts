import { clockPartsAt } from './clock-parts.ts';

/** Moscow time unless a city says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** Formats with the tokens DD, MM, YY, YYYY, HH and mm; any other character is kept. */
export function formatDateTime(date: Date | string | number, pattern: string, timeZone = DEFAULT_TIME_ZONE): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const { year, month, day, hour, minute } = clockPartsAt(value, timeZone);
  const tokens: Record<string, string> = { YYYY: year, YY: year.slice(2), MM: month, DD: day, HH: hour, mm: minute };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm/g, (token) => tokens[token]!);
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
