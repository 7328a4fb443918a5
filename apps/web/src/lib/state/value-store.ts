import { useSyncExternalStore } from 'react';

/**
 * One value outside React that components read and re-render on (the open modal, the payment
 * action, a notice that outlives its dialog). Nothing is rendered on the server, so the server
 * snapshot is the initial value.
 */
export function valueStore<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => current,
    set(value: T): void {
      current = value;
      listeners.forEach((listener) => listener());
    },
    use(): T {
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => initial,
      );
    },
  };
}
