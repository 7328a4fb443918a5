import { useSyncExternalStore } from 'react';

/** What the payment modal is opened for; start, renew and subscription arrive with their issues. */
export type PaymentAction = { type: 'refill' };

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
