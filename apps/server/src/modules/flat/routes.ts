import type { FastifyPluginAsync } from 'fastify';
import { ZCostPlaneRequest } from '@city-parking/contract/flat/cost-plane';
import { ZPayPlaneRequest } from '@city-parking/contract/flat/pay-plane';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import { bearerToken } from '../../http/bearer-token.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { SiteService } from '../site/service.ts';
import type { payService } from './pay-service.ts';
import type { quoteService } from './quote-service.ts';

/** Drivers and guests alike pay for barrier lots by ticket. */
const PAYERS = ['standart', 'guest'] as const;

export interface FlatRouteServices {
  tokens: TokenService;
  site: SiteService;
  quotes: ReturnType<typeof quoteService>;
  pays: ReturnType<typeof payService>;
}

/** Barrier (flat) lots paid by ticket: the price of a ticket, then its payment through a provider. */
export function flatRoutes({ tokens, site, quotes, pays }: FlatRouteServices): FastifyPluginAsync {
  return async (app) => {
    // Each call is a look-up by ticket number; the limit keeps numbers from being tried in bulk.
    app.get('/backend/v2/costPlane', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
      const input = validate(ZCostPlaneRequest, request.query);
      await tokens.resolve(bearerToken(request), PAYERS);
      const quote = await quotes.quote(input.ticketNumber, input.parkingNumber);
      return { status: 'ok', result: { cost: kopecksToRubles(quote.amount), sessionId: quote.sessionId, parkingNumber: quote.parkingNumber } };
    });

    app.post('/backend/v2/payPlane', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
      const input = validate(ZPayPlaneRequest, request.body);
      const owner = await tokens.resolve(bearerToken(request), PAYERS);
      const answer = await pays.pay(owner, input, await site.getSettings(), requestLanguage(request));
      // Some providers' addresses carry a decimal comma; the spec asks for a dot.
      return { status: 'ok', result: 'redirectUrl' in answer ? { redirectURL: answer.redirectUrl.replaceAll(',', '.') } : { message: answer.message } };
    });
  };
}
