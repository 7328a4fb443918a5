import type { TSession } from '@city-parking/contract/payments/parking-session';

/**
 * An active session of a city without a balance: it has no end until the driver stops it, and its
 * cost accrues meanwhile. Such a session has neither remaining time nor progress.
 */
export const isOpenEnded = (session: Pick<TSession, 'openEnded' | 'endDate'>): boolean => session.openEnded === true || session.endDate === '';
