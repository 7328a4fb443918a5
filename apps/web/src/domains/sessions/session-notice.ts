import { valueStore } from '@/lib/state/value-store.ts';

/** A short message about a session that outlives the dialog it came from (an extension paid from the balance). */
export interface SessionNotice {
  message: string;
  color: 'green' | 'red';
}

const notice = valueStore<SessionNotice | null>(null);

export const showSessionNotice = (next: SessionNotice): void => notice.set(next);
export const hideSessionNotice = (): void => notice.set(null);
export const useSessionNotice = (): SessionNotice | null => notice.use();
