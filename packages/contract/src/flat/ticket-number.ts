import { z } from 'zod/mini';

/** Printed tickets group their digits; the number is compared without spaces. */
export const normaliseTicketNumber = (text: string): string => text.replace(/\s/g, '').toUpperCase();

const TICKET_NUMBER = /^[0-9A-Z-]{1,32}$/;

/** Why a typed card (ticket) number cannot be looked up, as a catalogue errorName; null when it can. */
export function ticketNumberIssue(text: string): 'RequiredField' | 'InvalidFormat' | null {
  const number = normaliseTicketNumber(text);
  if (!number) return 'RequiredField';
  return TICKET_NUMBER.test(number) ? null : 'InvalidFormat';
}

/** A barrier-lot ticket (card) number: letters, digits and dashes, up to 32, spaces ignored. */
export const ZTicketNumber = z.pipe(z.pipe(z.string().check(z.maxLength(64)), z.transform(normaliseTicketNumber)), z.string().check(z.regex(TICKET_NUMBER)));
