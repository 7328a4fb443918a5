import { useSyncExternalStore } from 'react';

/** A short message about a session that outlives the dialog it came from (an extension paid from the balance). */
export interface SessionNotice {
  message: string;
  color: 'green' | 'red';
}

let current: SessionNotice | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showSessionNotice(notice: SessionNotice): void {
  current = notice;
  emit();
}

export function hideSessionNotice(): void {
  current = null;
  emit();
}

export function useSessionNotice(): SessionNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
