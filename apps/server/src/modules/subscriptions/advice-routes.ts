import { ZSubscriptionAdviceQuery, ZSubscriptionAdviceResponse } from '@city-parking/contract/subscriptions/subscription-advice';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { AdviceService } from './advice-service.ts';
import { subscriptionErrorHandler } from './subscription-answer.ts';

/** Which subscription would have been cheaper for the driver's own parking; failures answer `status: "Error"` like the other subscription calls. */
export function adviceRoutes({ auth, advice }: { auth: AuthHooks; advice: AdviceService }): RoutesPlugin {
  return async (app) => {
    app.setErrorHandler(subscriptionErrorHandler);

    app.get(
      '/api/profile/subscription-advice',
      { schema: { querystring: ZSubscriptionAdviceQuery, response: { 200: ZSubscriptionAdviceResponse } }, preHandler: auth.driver(tokenIn.query()) },
      async (request) => ({
        status: 'ok',
        result: await advice.adviceFor(driverIdOf(request), requestLanguage(request)),
      }),
    );
  };
}
