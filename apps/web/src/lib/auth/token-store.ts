import { useSyncExternalStore } from 'react';
import { currentCity } from '../city/current-city.ts';
import { localStore } from '../storage/local-store.ts';
import type { UserType } from './user-type.ts';

/** Tokens are stored under a key made of the city zone and the user type (spec §9). */
export const tokenKey = (userType: UserType, city = currentCity.city) => `${city}_${userType}`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const tokenStore = {
  get(userType: UserType): string {
    return localStore.get(tokenKey(userType)) ?? '';
  },
  set(userType: UserType, token: string): void {
    localStore.set(tokenKey(userType), token);
    notify();
  },
  clear(userType: UserType): void {
    localStore.remove(tokenKey(userType));
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(`${currentCity.city}_`)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The stored token of a user type; logged in means it is not empty. */
export function useToken(userType: UserType): string {
  return useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.get(userType),
    () => '',
  );
}
