import type { FastifyPluginAsync } from 'fastify';
import { ZChangeVehicleRequest, ZSubscriptionActionRequest } from '@city-parking/contract/subscriptions/subscription-actions';
import { ZBuySubscriptionRequest, ZGetBenefitsQuery, ZGetSubscriptionQuery } from '@city-parking/contract/subscriptions/subscriptions';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
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
export function subscriptionRoutes({ auth, site, subscriptions, subscriptionActions }: SubscriptionRouteServices): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler(subscriptionErrorHandler);

    app.get('/api/profile/get-subscription', { preHandler: auth.driver(tokenIn.query(ZGetSubscriptionQuery)) }, async (request) => {
      const language = requestLanguage(request);
      const { offers, today, offsetDays } = await subscriptions.offers(await site.getSettings());
      return { status: 'ok', result: offers.map((offer) => toOfferAnswer(offer, language, today, offsetDays)) };
    });

    app.get('/api/profile/get-benefits-v2', { preHandler: auth.driver(tokenIn.query(ZGetBenefitsQuery)) }, async (request) => {
      const language = requestLanguage(request);
      const rows = await subscriptionActions.benefitsOf(driverIdOf(request));
      return { status: 'ok', result: rows.map((row) => toBenefitAnswer(row, language)) };
    });

    app.post('/api/payment/subscription', { preHandler: auth.driver(tokenIn.body(ZBuySubscriptionRequest)) }, async (request) => {
      const input = validate(ZBuySubscriptionRequest, request.body);
      const outcome = await subscriptions.buy(driverIdOf(request), input, await site.getSettings(), requestLanguage(request));
      return toBuyAnswer(outcome);
    });

    // The actions name the driver's token in the Authorization header, as the flat-lot calls do.
    const limit = actionRateLimit(app);
    const action = { config: limit.config, preHandler: [limit.preHandler, auth.driver(tokenIn.header(ZSubscriptionActionRequest, 'body'))] };

    app.post('/backend/v2/pauseAb', action, async (request) => {
      const { orderNum } = validate(ZSubscriptionActionRequest, request.body);
      return toActionAnswer(await subscriptionActions.pause(driverIdOf(request), orderNum), requestLanguage(request));
    });

    app.post('/backend/v2/continueAb', action, async (request) => {
      const { orderNum } = validate(ZSubscriptionActionRequest, request.body);
      return toActionAnswer(await subscriptionActions.continue(driverIdOf(request), orderNum), requestLanguage(request));
    });

    app.post('/backend/v2/refund', action, async (request) => {
      const { orderNum } = validate(ZSubscriptionActionRequest, request.body);
      return toRefundAnswer(await subscriptionActions.refund(driverIdOf(request), orderNum));
    });

    const change = { config: limit.config, preHandler: [limit.preHandler, auth.driver(tokenIn.header(ZChangeVehicleRequest, 'body'))] };
    app.post('/backend/v2/changeGRZ', change, async (request) => {
      const { orderNum, grzNew } = validate(ZChangeVehicleRequest, request.body);
      return toActionAnswer(await subscriptionActions.changeVehicle(driverIdOf(request), orderNum, grzNew), requestLanguage(request));
    });
  };
}
