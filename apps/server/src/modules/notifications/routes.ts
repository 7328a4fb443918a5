import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { ZDeletePushSubscriptionRequest, ZPushKeyAnswer, ZSavePushSubscriptionRequest } from '@city-parking/contract/profile/push-calls';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { queryIntoBody } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { PushSubscriptions } from './push-subscriptions.ts';

/** Web push of the signed-in driver: the key a browser subscribes with, and its subscription. */
export function notificationRoutes({ auth, subscriptions }: { auth: AuthHooks; subscriptions: PushSubscriptions }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/api/profile/push-key',
      { schema: { querystring: ZTokenQuery, response: { 200: ZPushKeyAnswer } }, preHandler: auth.driver(tokenIn.query()) },
      async () => ({
        status: 'ok',
        result: { publicKey: await subscriptions.publicKey() },
      }),
    );
    app.put(
      '/api/profile/push-subscription',
      { schema: { body: ZSavePushSubscriptionRequest, response: { 200: ZOkAnswer } }, preHandler: auth.driver(tokenIn.body()) },
      async (request) => {
        const { endpoint, p256dh, auth: secret } = request.body;
        await subscriptions.save(driverIdOf(request), { endpoint, p256dh, auth: secret }, requestLanguage(request));
        return { status: 'ok' };
      },
    );
    // Browsers send the subscription to forget in the query or the body.
    app.delete(
      '/api/profile/push-subscription',
      {
        preValidation: queryIntoBody,
        schema: { body: ZDeletePushSubscriptionRequest, response: { 200: ZOkAnswer } },
        preHandler: auth.driver(tokenIn.body()),
      },
      async (request) => {
        await subscriptions.remove(driverIdOf(request), request.body.endpoint);
        return { status: 'ok' };
      },
    );
  };
}
