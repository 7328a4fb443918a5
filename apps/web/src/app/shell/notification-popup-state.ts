import { localStore } from '@/lib/storage/local-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';

/** What the visitor did with the popup, kept across visits: closed, and the version they closed. */
export interface PopupState {
  closed: boolean;
  updated: string;
}

const key = () => `${currentCity.city}_notification`;

export function readPopupState(): PopupState {
  return localStore.getJson<PopupState>(key()) ?? { closed: false, updated: '' };
}

export function writePopupState(state: PopupState): void {
  localStore.setJson(key(), state);
}

/** A popup stays closed until the server's `updated` is newer than the one the visitor closed. */
export function shouldShowPopup(state: PopupState, notification: { title: string; message: string; updated: string }): boolean {
  if (!notification.title.trim() && !notification.message.trim()) return false;
  if (!state.closed) return true;
  return Date.parse(notification.updated) > Date.parse(state.updated || '1970-01-01T00:00:00Z');
}
