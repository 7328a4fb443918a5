import { useSyncExternalStore } from 'react';
import { STAFF_ROLES, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { currentCity } from '@/lib/city/current-city.ts';
import { localStore } from '@/lib/storage/local-store.ts';

/**
 * The desk's own sign-in, apart from the driver's (`<city>_standart`): an operator and a driver may
 * be signed in in the same browser, and signing one out never touches the other.
 */
const tokenKey = () => `${currentCity.city}_operator`;
const nameKey = () => `${currentCity.city}_operator_name`;
const rolesKey = () => `${currentCity.city}_operator_roles`;

/** The stored roles, as the sign-in or the last /me answer gave them; only known role names survive. */
function storedRoles(): string {
  return localStore.get(rolesKey()) ?? '';
}
const parseRoles = (stored: string): readonly TStaffRole[] => STAFF_ROLES.filter((role) => stored.split(',').includes(role));

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const deskSession = {
  token: (): string => localStore.get(tokenKey()) ?? '',
  name: (): string => localStore.get(nameKey()) ?? '',
  /** The member's roles, which decide the screens the desk shows; the server checks them on every call. */
  roles: (): readonly TStaffRole[] => parseRoles(storedRoles()),
  signIn(token: string, name: string, roles: readonly TStaffRole[]): void {
    localStore.set(tokenKey(), token);
    localStore.set(nameKey(), name);
    localStore.set(rolesKey(), roles.join(','));
    notify();
  },
  /** What /me answered: an admin's change of the member's roles shows without a new sign-in. */
  refresh(name: string, roles: readonly TStaffRole[]): void {
    if (name === deskSession.name() && roles.join(',') === storedRoles()) return;
    localStore.set(nameKey(), name);
    localStore.set(rolesKey(), roles.join(','));
    notify();
  },
  clear(): void {
    localStore.remove(tokenKey());
    localStore.remove(nameKey());
    localStore.remove(rolesKey());
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenKey() || event.key === rolesKey()) listener();
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

/** The signed-in member's roles, as one text so that the snapshot stays the same between changes. */
export function useDeskRoles(): readonly TStaffRole[] {
  return parseRoles(useSyncExternalStore(deskSession.subscribe, storedRoles, () => ''));
}
