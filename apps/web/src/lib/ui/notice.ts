import { valueStore } from '@/lib/state/value-store.ts';

/** A short message that outlives the dialog it came from (a purchase, an action on a subscription). */
export interface SubscriptionNotice {
  message: string;
  color: 'green' | 'red';
}

const notice = valueStore<SubscriptionNotice | null>(null);

export const showSubscriptionNotice = (next: SubscriptionNotice): void => notice.set(next);
export const hideSubscriptionNotice = (): void => notice.set(null);
export const useSubscriptionNotice = (): SubscriptionNotice | null => notice.use();
