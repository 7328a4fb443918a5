import { valueStore } from '@/lib/state/value-store.ts';

/** A short message that outlives the dialog it came from (a purchase, an action on a subscription). */
export interface Notice {
  message: string;
  color: 'green' | 'red';
}

const notice = valueStore<Notice | null>(null);

export const showNotice = (next: Notice): void => notice.set(next);
export const hideNotice = (): void => notice.set(null);
export const useNotice = (): Notice | null => notice.use();
