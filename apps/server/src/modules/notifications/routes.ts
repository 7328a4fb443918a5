import type { FastifyPluginAsync } from 'fastify';
import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { ZDeletePushSubscriptionRequest, ZSavePushSubscriptionRequest } from '@city-parking/contract/profile/push-calls';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';

/** Web push of the signed-in driver: the key a browser subscribes with, and its subscription. */
export function notificationRoutes({ auth, subscriptions }: { auth: AuthHooks; subscriptions: PushSubscriptions }): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/profile/push-key', { preHandler: auth.driver(tokenIn.query(ZTokenQuery)) }, async () => ({
      status: 'ok',
      result: { publicKey: await subscriptions.publicKey() },
    }));
    app.put('/api/profile/push-subscription', { preHandler: auth.driver(tokenIn.body(ZSavePushSubscriptionRequest)) }, async (request) => {
      const { endpoint, p256dh, auth: secret } = validate(ZSavePushSubscriptionRequest, request.body);
      await subscriptions.save(driverIdOf(request), { endpoint, p256dh, auth: secret }, requestLanguage(request));
      return { status: 'ok' };
    });
    app.delete('/api/profile/push-subscription', { preHandler: auth.driver(tokenIn.queryOrBody(ZDeletePushSubscriptionRequest)) }, async (request) => {
      const { endpoint } = validate(ZDeletePushSubscriptionRequest, queryAndBody(request));
      await subscriptions.remove(driverIdOf(request), endpoint);
      return { status: 'ok' };
    });
  };
}
