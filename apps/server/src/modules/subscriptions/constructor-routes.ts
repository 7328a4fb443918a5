import { z } from 'zod/mini';
import { ZSelectedAbonementsRequest, ZSelectedAbonementsResponse, ZTimingResponse } from '@city-parking/contract/subscriptions/subscription-constructor';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import { toConstructorOfferAnswer } from './constructor-answer.ts';
import type { ConstructorService } from './constructor-service.ts';
import { subscriptionErrorHandler } from './subscription-answer.ts';

export interface ConstructorRouteServices {
  auth: AuthHooks;
  site: SiteService;
  constructors: ConstructorService;
}

/** getTiming takes nothing but the token in the Authorization header. */
const ZTimingQuery = z.object({});

/**
 * A form sends one zone as a plain value and the timing as text; JSON sends the contract's shape.
 * Both are read as the contract's request.
 */
const ZSelectedAbonementsInput = z.pipe(
  z.transform((input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const { zones, timing, ...rest } = input as Record<string, unknown>;
    return {
      ...rest,
      zones: typeof zones === 'string' ? [zones] : zones,
      timing: typeof timing === 'string' && /^\d{1,3}$/.test(timing) ? Number(timing) : timing,
    };
  }),
  ZSelectedAbonementsRequest,
);

/**
 * The subscription constructor, with the token in the Authorization header as the spec has it;
 * failures answer `status: "Error"` like the other subscription calls.
 */
export function constructorRoutes({ auth, site, constructors }: ConstructorRouteServices): RoutesPlugin {
  return async (app) => {
    app.setErrorHandler(subscriptionErrorHandler);

    app.get(
      '/backend/v2/getTiming',
      { schema: { querystring: ZTimingQuery, response: { 200: ZTimingResponse } }, preHandler: auth.driver(tokenIn.header()) },
      async () => ({
        status: 'ok',
        result: [...constructors.timing(await site.getSettings())],
      }),
    );

    // Each search may write an offer row per new choice; the limit keeps choices from being made in bulk.
    app.post(
      '/backend/v2/selectedAbonements',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { body: ZSelectedAbonementsInput, response: { 200: ZSelectedAbonementsResponse } },
        preHandler: auth.driver(tokenIn.header()),
      },
      async (request) => {
        const language = requestLanguage(request);
        const offers = await constructors.select(request.body, await site.getSettings());
        return { status: 'ok', result: offers.map((offer) => toConstructorOfferAnswer(offer, language)) };
      },
    );
  };
}
