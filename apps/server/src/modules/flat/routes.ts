import type { FastifyPluginAsync } from 'fastify';
import { ZCostPlaneRequest } from '@city-parking/contract/flat/cost-plane';
import { ZPayPlaneRequest } from '@city-parking/contract/flat/pay-plane';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { guestTokenHashOf, payerIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import { toPayAnswer, toQuoteAnswer } from './flat-answer.ts';
import type { payService } from './pay-service.ts';
import type { quoteService } from './quote-service.ts';

export interface FlatRouteServices {
  auth: AuthHooks;
  site: SiteService;
  quotes: ReturnType<typeof quoteService>;
  pays: ReturnType<typeof payService>;
}

/** Barrier (flat) lots paid by ticket: the price of a ticket, then its payment through a provider. */
export function flatRoutes({ auth, site, quotes, pays }: FlatRouteServices): FastifyPluginAsync {
  return async (app) => {
    // Drivers and guests alike pay for barrier lots by ticket, named in the Authorization header.
    const costPayer = auth.payer(tokenIn.header(ZCostPlaneRequest, 'query'));
    const payPayer = auth.payer(tokenIn.header(ZPayPlaneRequest, 'body'));

    // Each call is a look-up by ticket number; the limit keeps numbers from being tried in bulk.
    app.get('/backend/v2/costPlane', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, preHandler: costPayer }, async (request) => {
      const input = validate(ZCostPlaneRequest, request.query);
      return toQuoteAnswer(await quotes.quote(input.ticketNumber, input.parkingNumber));
    });

    app.post('/backend/v2/payPlane', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, preHandler: payPayer }, async (request) => {
      const input = validate(ZPayPlaneRequest, request.body);
      const driverId = payerIdOf(request);
      const owner = driverId === null ? { userType: 'guest' as const, subjectId: null } : { userType: 'standart' as const, subjectId: driverId };
      const language = requestLanguage(request);
      return toPayAnswer(await pays.pay(owner, input, await site.getSettings(), language, guestTokenHashOf(request)), language);
    });
  };
}
