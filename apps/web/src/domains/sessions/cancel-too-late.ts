import type { TSession } from '@city-parking/contract/payments/parking-session';
import { CANCEL_MIN_REMAINING_MINUTES } from '@city-parking/contract/payments/session-calls';

/** The server refuses a cancel (NoSaving) with fewer than CANCEL_MIN_REMAINING_MINUTES left, so the page says so first. */
export function cancelTooLate(session: TSession, now: Date): boolean {
  return Date.parse(session.endDate) - now.getTime() < CANCEL_MIN_REMAINING_MINUTES * 60_000;
}
