import type { FastifyPluginAsync } from 'fastify';
import { ZBuySubscriptionRequest, ZGetBenefitsQuery, ZGetSubscriptionQuery } from '@city-parking/contract/subscriptions/subscriptions';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import { subscriptionErrorHandler, toBenefitAnswer, toBuyAnswer, toOfferAnswer } from './subscription-answer.ts';
import type { SubscriptionService } from './subscription-service.ts';

export interface SubscriptionRouteServices {
  auth: AuthHooks;
  site: SiteService;
  subscriptions: SubscriptionService;
}

/** Subscription offers, the driver's subscriptions (benefits) and buying one; failures answer `status: "Error"`. */
export function subscriptionRoutes({ auth, site, subscriptions }: SubscriptionRouteServices): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler(subscriptionErrorHandler);

    app.get('/api/profile/get-subscription', { preHandler: auth.driver(tokenIn.query(ZGetSubscriptionQuery)) }, async (request) => {
      const language = requestLanguage(request);
      const { offers, today, offsetDays } = await subscriptions.offers(await site.getSettings());
      return { status: 'ok', result: offers.map((offer) => toOfferAnswer(offer, language, today, offsetDays)) };
    });

    app.get('/api/profile/get-benefits-v2', { preHandler: auth.driver(tokenIn.query(ZGetBenefitsQuery)) }, async (request) => {
      const language = requestLanguage(request);
      const rows = await subscriptions.benefitsOf(driverIdOf(request));
      return { status: 'ok', result: rows.map((row) => toBenefitAnswer(row, language)) };
    });

    app.post('/api/payment/subscription', { preHandler: auth.driver(tokenIn.body(ZBuySubscriptionRequest)) }, async (request) => {
      const input = validate(ZBuySubscriptionRequest, request.body);
      const outcome = await subscriptions.buy(driverIdOf(request), input, await site.getSettings(), requestLanguage(request));
      return toBuyAnswer(outcome);
    });
  };
}
