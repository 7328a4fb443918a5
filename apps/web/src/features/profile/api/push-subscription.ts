import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

const ZPushKey = z.object({ status: z.literal('ok'), result: z.object({ publicKey: z.string() }) });

/** GET /api/profile/push-key: the key this browser subscribes with; empty where the site sends no web push. */
export const getPushKey = async () => (await fetchAnswer('/api/profile/push-key', ZPushKey, { query: { token: tokenStore.get('standart') } })).result.publicKey;

export const usePushKey = () =>
  useQuery(queryOptions({ queryKey: [...profileKeys.settings(currentCity.city), 'push-key'], queryFn: getPushKey, staleTime: Infinity }));

/** PUT /api/profile/push-subscription: this browser takes the driver's notifications. */
export function savePushSubscription(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return fetchAnswer('/api/profile/push-subscription', ZOkAnswer, {
    method: 'PUT',
    body: { token: tokenStore.get('standart'), endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
}

/** DELETE /api/profile/push-subscription: this browser no longer takes them. */
export const deletePushSubscription = (endpoint: string) =>
  fetchAnswer('/api/profile/push-subscription', ZOkAnswer, { method: 'DELETE', body: { token: tokenStore.get('standart'), endpoint } });
