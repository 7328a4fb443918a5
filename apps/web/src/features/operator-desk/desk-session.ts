import { useSyncExternalStore } from 'react';
import { currentCity } from '@/lib/city/current-city.ts';
import { localStore } from '@/lib/storage/local-store.ts';

/**
 * The desk's own sign-in, apart from the driver's (`<city>_standart`): an operator and a driver may
 * be signed in in the same browser, and signing one out never touches the other.
 */
const tokenKey = () => `${currentCity.city}_operator`;
const nameKey = () => `${currentCity.city}_operator_name`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const deskSession = {
  token: (): string => localStore.get(tokenKey()) ?? '',
  name: (): string => localStore.get(nameKey()) ?? '',
  signIn(token: string, name: string): void {
    localStore.set(tokenKey(), token);
    localStore.set(nameKey(), name);
    notify();
  },
  clear(): void {
    localStore.remove(tokenKey());
    localStore.remove(nameKey());
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenKey()) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The operator's token, '' when signed out (also after the server refused it). */
export function useDeskToken(): string {
  return useSyncExternalStore(deskSession.subscribe, deskSession.token, () => '');
}
