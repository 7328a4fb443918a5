import { ZCostPlaneRequest, ZCostPlaneResponse } from '@city-parking/contract/flat/cost-plane';
import { ZPayPlaneRequest, ZPayPlaneResponse } from '@city-parking/contract/flat/pay-plane';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
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
export function flatRoutes({ auth, site, quotes, pays }: FlatRouteServices): RoutesPlugin {
  return async (app) => {
    // Drivers and guests alike pay for barrier lots by ticket, named in the Authorization header,
    // which is read once the route's schema has parsed the input.
    const payer = auth.payer(tokenIn.header());

    // Each call is a look-up by ticket number; the limit keeps numbers from being tried in bulk.
    app.get(
      '/backend/v2/costPlane',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { querystring: ZCostPlaneRequest, response: { 200: ZCostPlaneResponse } },
        preHandler: payer,
      },
      async (request) => {
        const { ticketNumber, parkingNumber } = request.query;
        return toQuoteAnswer(await quotes.quote(ticketNumber, parkingNumber));
      },
    );

    app.post(
      '/backend/v2/payPlane',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { body: ZPayPlaneRequest, response: { 200: ZPayPlaneResponse } },
        preHandler: payer,
      },
      async (request) => {
        const input = request.body;
        const driverId = payerIdOf(request);
        const owner = driverId === null ? { userType: 'guest' as const, subjectId: null } : { userType: 'standart' as const, subjectId: driverId };
        const language = requestLanguage(request);
        return toPayAnswer(await pays.pay(owner, input, await site.getSettings(), language, guestTokenHashOf(request)), language);
      },
    );
  };
}
