import { currentCity } from '../city/current-city.ts';
import { broadcastAuth } from './auth-channel.ts';
import { tokenStore } from './token-store.ts';
import type { UserType } from './user-type.ts';

/** Forgets the token in this browser and tells the other tabs; the caller decides where to go next. */
export function logout(userType: UserType = 'standart'): void {
  tokenStore.clear(userType);
  broadcastAuth({ type: 'logout', city: currentCity.city, userType });
}
