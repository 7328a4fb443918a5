import type { UserType } from './user-type.ts';

/** Messages other tabs of the same browser receive about sign-in state. */
export type AuthMessage = { type: 'LOGIN' | 'logout'; city: string; userType: UserType };

const CHANNEL_NAME = 'city-parking-auth';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

const channel = openChannel();

export function broadcastAuth(message: AuthMessage): void {
  channel?.postMessage(message);
}

/** Listens for LOGIN and logout sent by other tabs; a tab never receives its own messages. */
export function onAuthMessage(handler: (message: AuthMessage) => void): () => void {
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent<AuthMessage>) => handler(event.data);
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
