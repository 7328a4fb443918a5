import { GUEST_PHONE_DIGITS, guestPhoneError } from '@city-parking/contract/payments/guest';

/** What is wrong with a guest's phone, as the guest form says it. */
export type GuestPhoneIssue = 'empty' | 'short' | 'format';

/**
 * The guest form's phone rules (spec §5): one character or none reads as empty; fewer than 11 digits
 * needs 11 (digits are counted, so that "+7 (912)" is as short as it looks); then the server's own
 * rule, a Russian number starting with +7, 7 or 8.
 */
export function guestPhoneIssue(value: string): GuestPhoneIssue | null {
  if (value.trim().length <= 1) return 'empty';
  if (value.replace(/\D/g, '').length < GUEST_PHONE_DIGITS) return 'short';
  return guestPhoneError(value) ? 'format' : null;
}
