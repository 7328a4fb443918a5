import { currentCity } from '../city/current-city.ts';
import { ApiError } from '../http/api-error.ts';
import { localStore } from './local-store.ts';

interface Saved<T> {
  /** Whose answer it is: the driver's token for their own data, '' for what every visitor sees. */
  owner: string;
  savedAt: number;
  data: T;
}

/** The driver's last profile: their vehicles, sessions and balance, shown without the network. */
export const DRIVER_PROFILE = 'profile';
/** The driver's last account settings (reminders, notices, reports), shown without the network as they were. */
export const DRIVER_SETTINGS = 'settings';

// Not under the city's `<city>_` keys, whose changes the token store listens to in other tabs.
const keyOf = (name: string, city = currentCity.city) => `offline_${city}_${name}`;

/**
 * The last answer of a call, kept in this browser so that the app can still show it without the
 * network (the site options, the SMS commands, the driver's profile with vehicles and sessions).
 * Only a network failure falls back to it, and only for the same owner: a driver never sees another
 * account's data, and an answer the server gave (an error included) always wins.
 *
 * The app keeps these itself rather than the service worker's cache: the worker sees neither the
 * signed-in account nor a logout, the app does both.
 */
export const lastAnswer = {
  async through<T>(name: string, owner: string, load: () => Promise<T>): Promise<T> {
    try {
      const data = await load();
      localStore.setJson(keyOf(name), { owner, savedAt: Date.now(), data } satisfies Saved<T>);
      return data;
    } catch (error) {
      if (!(error instanceof ApiError && error.errorName === 'Request error')) throw error;
      const saved = localStore.getJson<Saved<T>>(keyOf(name));
      if (!saved || saved.owner !== owner) throw error;
      return saved.data;
    }
  },
  /** Forgets a saved answer: the driver's own ones at logout. */
  forget(name: string): void {
    localStore.remove(keyOf(name));
  },
};
