import { ZSubscriptionActionResponse } from '@city-parking/contract/subscriptions/subscription-actions';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from './act-on-subscription.ts';

/** POST /backend/v2/changeGRZ: the subscription now belongs to `grzNew`, one of the driver's vehicles. */
export async function changeSubscriptionVehicle(orderNum: string, grzNew: string): Promise<void> {
  await fetchAnswer('/backend/v2/changeGRZ', ZSubscriptionActionResponse, { method: 'POST', body: { orderNum, grzNew }, headers: authorization() });
}
