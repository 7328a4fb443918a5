import { localStore } from '@/lib/storage/local-store.ts';

/** The page to come back to after paying on the provider's page (spec: stored before each payment call). */
const KEY = 'paymentReturnPath';

export const returnPage = {
  remember(): void {
    localStore.set(KEY, `${window.location.pathname}${window.location.search}`);
  },
  /** The stored page, left in place; only paths of this site are trusted. */
  peek(): string | null {
    const path = localStore.get(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
  /** The stored page once, then forgotten. */
  take(): string | null {
    const path = returnPage.peek();
    localStore.remove(KEY);
    return path;
  },
};
