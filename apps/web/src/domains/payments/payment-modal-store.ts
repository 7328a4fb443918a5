import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { valueStore } from '@/lib/state/value-store.ts';

/** A parking start the balance does not cover, handed from the payment card to the modal. */
export interface StartPayment {
  zone: string;
  zoneName: string;
  parkingCode: string;
  vehicle: TPaymentVehicle;
  /** Minutes. */
  duration: number;
  /** ISO instant of a post-payment's start. */
  timestart?: string;
  /** Called once the start has been paid from the balance (the card resets its form). */
  onDone?: () => void;
}

/**
 * The generic modal of a city without a balance: stop an active session (cancel/v2), cancel it
 * taking responsibility (break/v1), or pay a deferred one (deffered/v1).
 */
export type SessionPaymentPurpose = 'stop' | 'cancel' | 'deferred';

/** What the payment modal is opened for (spec: action types start, renew, refill; subscription and receipt come later). */
export type PaymentAction =
  | { type: 'refill' }
  | { type: 'start'; start: StartPayment }
  | { type: 'renew'; session: TSession }
  | { type: 'session'; purpose: SessionPaymentPurpose; session: TSession };

const action = valueStore<PaymentAction | null>(null);

export const openPaymentModal = (next: PaymentAction): void => action.set(next);
export const closePaymentModal = (): void => action.set(null);
export const usePaymentModal = (): PaymentAction | null => action.use();
