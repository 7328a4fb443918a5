import {
  ZChangeVehicleRequest,
  ZSubscriptionActionRequest,
  ZSubscriptionActionResponse,
  ZSubscriptionRefundResponse,
} from '@city-parking/contract/subscriptions/subscription-actions';
import {
  ZBuySubscriptionRequest,
  ZBuySubscriptionResponse,
  ZGetBenefitsQuery,
  ZGetBenefitsResponse,
  ZGetSubscriptionQuery,
  ZGetSubscriptionResponse,
} from '@city-parking/contract/subscriptions/subscriptions';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import { actionRateLimit } from './action-rate-limit.ts';
import type { SubscriptionActionsService } from './subscription-actions-service.ts';
import { subscriptionErrorHandler, toActionAnswer, toBenefitAnswer, toBuyAnswer, toOfferAnswer, toRefundAnswer } from './subscription-answer.ts';
import type { SubscriptionService } from './subscription-service.ts';

export interface SubscriptionRouteServices {
  auth: AuthHooks;
  site: SiteService;
  subscriptions: SubscriptionService;
  subscriptionActions: SubscriptionActionsService;
}

/**
 * Subscription offers, the driver's subscriptions (benefits), buying one, and pausing, continuing,
 * refunding or moving one to another vehicle; failures answer `status: "Error"`.
 */
export function subscriptionRoutes({ auth, site, subscriptions, subscriptionActions }: SubscriptionRouteServices): RoutesPlugin {
  return async (app) => {
    app.setErrorHandler(subscriptionErrorHandler);

    app.get(
      '/api/profile/get-subscription',
      { schema: { querystring: ZGetSubscriptionQuery, response: { 200: ZGetSubscriptionResponse } }, preHandler: auth.driver(tokenIn.query()) },
      async (request) => {
        const language = requestLanguage(request);
        const { offers, today, offsetDays } = await subscriptions.offers(await site.getSettings());
        return { status: 'ok', result: offers.map((offer) => toOfferAnswer(offer, language, today, offsetDays)) };
      },
    );

    app.get(
      '/api/profile/get-benefits-v2',
      { schema: { querystring: ZGetBenefitsQuery, response: { 200: ZGetBenefitsResponse } }, preHandler: auth.driver(tokenIn.query()) },
      async (request) => {
        const language = requestLanguage(request);
        const rows = await subscriptionActions.benefitsOf(driverIdOf(request));
        return { status: 'ok', result: rows.map((row) => toBenefitAnswer(row, language)) };
      },
    );

    app.post(
      '/api/payment/subscription',
      { schema: { body: ZBuySubscriptionRequest, response: { 200: ZBuySubscriptionResponse } }, preHandler: auth.driver(tokenIn.body()) },
      async (request) => {
        const outcome = await subscriptions.buy(driverIdOf(request), request.body, await site.getSettings(), requestLanguage(request));
        return toBuyAnswer(outcome);
      },
    );

    // The actions name the driver's token in the Authorization header, as the flat-lot calls do.
    const limit = actionRateLimit(app);
    // The per-token limit counts every call, well-formed or not: it runs before the body is parsed.
    const limited = { config: limit.config, preValidation: limit.preHandler, preHandler: auth.driver(tokenIn.header()) };
    const action = { ...limited, schema: { body: ZSubscriptionActionRequest, response: { 200: ZSubscriptionActionResponse } } };

    app.post('/backend/v2/pauseAb', action, async (request) => {
      const { orderNum } = request.body;
      return toActionAnswer(await subscriptionActions.pause(driverIdOf(request), orderNum), requestLanguage(request));
    });

    app.post('/backend/v2/continueAb', action, async (request) => {
      const { orderNum } = request.body;
      return toActionAnswer(await subscriptionActions.continue(driverIdOf(request), orderNum), requestLanguage(request));
    });

    app.post(
      '/backend/v2/refund',
      { ...limited, schema: { body: ZSubscriptionActionRequest, response: { 200: ZSubscriptionRefundResponse } } },
      async (request) => {
        const { orderNum } = request.body;
        return toRefundAnswer(await subscriptionActions.refund(driverIdOf(request), orderNum));
      },
    );

    const change = { ...limited, schema: { body: ZChangeVehicleRequest, response: { 200: ZSubscriptionActionResponse } } };
    app.post('/backend/v2/changeGRZ', change, async (request) => {
      const { orderNum, grzNew } = request.body;
      return toActionAnswer(await subscriptionActions.changeVehicle(driverIdOf(request), orderNum, grzNew), requestLanguage(request));
    });
  };
}
