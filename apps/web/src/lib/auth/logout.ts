import { currentCity } from '../city/current-city.ts';
import { request } from '../http/request.ts';
import { DRIVER_PROFILE, DRIVER_SETTINGS, lastAnswer } from '../storage/last-answer.ts';
import { broadcastAuth } from './auth-channel.ts';
import { tokenStore } from './token-store.ts';
import type { UserType } from './user-type.ts';

/**
 * Ends the session on the server, forgets the token in this browser and tells the other tabs; the
 * caller decides where to go next. The browser forgets the token even when the server is out of reach.
 */
export function logout(userType: UserType = 'standart', { notifyServer = true } = {}): void {
  const token = tokenStore.get(userType);
  if (token && notifyServer) void request('/api/auth/logout', { method: 'POST', body: { token } });
  tokenStore.clear(userType);
  // The driver's saved profile and settings go with the token (they are only ever shown to the same token anyway).
  if (userType === 'standart') {
    lastAnswer.forget(DRIVER_PROFILE);
    lastAnswer.forget(DRIVER_SETTINGS);
  }
  broadcastAuth({ type: 'logout', city: currentCity.city, userType });
}
