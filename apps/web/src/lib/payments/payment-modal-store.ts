import { useSyncExternalStore } from 'react';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TSession } from '@city-parking/contract/payments/sessions';

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

/** What the payment modal is opened for (spec: action types start, renew, refill; subscription and receipt come later). */
export type PaymentAction = { type: 'refill' } | { type: 'start'; start: StartPayment } | { type: 'renew'; session: TSession };

let current: PaymentAction | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function openPaymentModal(action: PaymentAction): void {
  current = action;
  emit();
}

export function closePaymentModal(): void {
  current = null;
  emit();
}

export function usePaymentModal(): PaymentAction | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
