import { ZSubscriptionActionResponse, ZSubscriptionRefundResponse } from '@city-parking/contract/subscriptions/subscription-actions';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** What may be done to a subscription with its number alone. */
export type SubscriptionAction = 'pause' | 'continue' | 'refund';

const PATHS: Record<SubscriptionAction, string> = { pause: '/backend/v2/pauseAb', continue: '/backend/v2/continueAb', refund: '/backend/v2/refund' };

/** The backend/v2 calls carry the driver's token in the Authorization header (spec §7). */
export const authorization = (): Record<string, string> => ({ Authorization: `Bearer ${tokenStore.get('standart')}` });

/** POST /backend/v2/pauseAb, /continueAb or /refund with the subscription's orderNum. */
export async function actOnSubscription(action: SubscriptionAction, orderNum: string): Promise<void> {
  const schema = action === 'refund' ? ZSubscriptionRefundResponse : ZSubscriptionActionResponse;
  await fetchAnswer(PATHS[action], schema, { method: 'POST', body: { orderNum }, headers: authorization() });
}
