import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ZCostRequest, ZCostResponse } from '@city-parking/contract/payments/cost';
import {
  ZEndNoBalanceRequest,
  ZEndNoBalanceResponse,
  ZPayDeferredRequest,
  ZPayDeferredResponse,
  ZStartNoBalanceRequest,
  ZStartNoBalanceResponse,
} from '@city-parking/contract/payments/no-balance';
import { ZCancelRequest, ZCancelResponse, ZRenewRequest, ZRenewResponse, ZStartRequest, ZStartResponse } from '@city-parking/contract/payments/session-calls';
import type { TSettings } from '@city-parking/contract/site/settings';
import { bodyVariants } from '../../http/body-variants.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, guestTokenHashOf, payerIdOf, tokenIn, type AuthHook, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import type { CancelService } from './cancel-service.ts';
import { toCostAnswer } from './cost-answer.ts';
import type { CostService } from './cost-service.ts';
import type { GuestStartService } from './guest-start-service.ts';
import type { NoBalanceService } from './no-balance-service.ts';
import type { RenewService } from './renew-service.ts';
import { toDeferredAnswer, toPaymentAnswer, toRefundAnswer } from './payment-answer.ts';
import type { StartService } from './start-service.ts';
import { startRateLimit } from './start-rate-limit.ts';

export interface SessionRouteServices {
  auth: AuthHooks;
  site: SiteService;
  costs: CostService;
  starts: StartService;
  renewals: RenewService;
  cancels: CancelService;
  noBalance: NoBalanceService;
  guests: GuestStartService;
}

/**
 * Cost, start, renewal and cancel of parking sessions paid from the balance or through a provider;
 * the start/stop sessions of cities without a balance; and guests' cost and start.
 */
export function sessionRoutes({ auth, site, costs, starts, renewals, cancels, noBalance, guests }: SessionRouteServices): RoutesPlugin {
  return async (app) => {
    const noBalanceCity = async () => (await site.getSettings()).dontUseBalance;
    // Guests pay in a city that lets them; drivers everywhere.
    const payer = (source: Parameters<AuthHooks['payer']>[0]) => auth.payer(source, async () => (await site.getSettings()).useSessionWithoutRegister);
    const payerToken = payer(tokenIn.paymentBody());
    const driverToken = auth.driver(tokenIn.paymentBody());

    app.post('/api/payment/cost', { schema: { body: ZCostRequest, response: { 200: ZCostResponse } }, preHandler: payerToken }, async (request) => {
      return toCostAnswer(await costs.costOf(payerIdOf(request), request.body, await site.getSettings()), requestLanguage(request));
    });

    const start = async (request: FastifyRequest, input: z.output<typeof ZStartRequest>, settings: TSettings) => {
      const driverId = payerIdOf(request);
      if (driverId === null) return toPaymentAnswer(await guests.start(input, settings, requestLanguage(request), guestTokenHashOf(request)));
      return toPaymentAnswer(await starts.start(driverId, input, settings, requestLanguage(request)));
    };
    // The per-token and per-phone limits count every start, well-formed or not, as before the body is parsed.
    const limited = startRateLimit(app);
    app.post(
      '/api/payment/start',
      { config: limited.config, preValidation: limited.preHandler, schema: { body: ZStartRequest, response: { 200: ZStartResponse } }, preHandler: payerToken },
      async (request) => start(request, request.body, await site.getSettings()),
    );

    // A city without a balance starts sessions unpaid and open-ended; elsewhere v2 is the first version.
    // The first versions' calls and their no-balance twins take different bodies and callers.
    const byBalance = <V extends Record<'balance' | 'noBalance', $ZodType>>(variants: V) =>
      bodyVariants(variants, async () => ((await noBalanceCity()) ? 'noBalance' : 'balance'));
    const startV2 = byBalance({ balance: ZStartRequest, noBalance: ZStartNoBalanceRequest });
    const startV2Caller: AuthHook = async (request) => (startV2.of(request).name === 'noBalance' ? driverToken : payerToken)(request);
    app.post(
      '/api/payment/start/v2',
      {
        config: limited.config,
        preValidation: [limited.preHandler, startV2.preValidation],
        schema: { response: { 200: z.union([ZStartResponse, ZStartNoBalanceResponse]) } },
        preHandler: startV2Caller,
      },
      async (request) => {
        const settings = await site.getSettings();
        const variant = startV2.of(request);
        if (variant.name === 'balance') return start(request, variant.body, settings);
        return { status: 'ok', sessionId: await noBalance.start(driverIdOf(request), variant.body) };
      },
    );

    app.post('/api/payment/renew', { schema: { body: ZRenewRequest, response: { 200: ZRenewResponse } }, preHandler: driverToken }, async (request) => {
      return toPaymentAnswer(await renewals.renew(driverIdOf(request), request.body, await site.getSettings(), requestLanguage(request)));
    });

    const cancel = async (request: FastifyRequest, input: z.output<typeof ZCancelRequest>) => {
      // The first version names the session ReservationId, the second OrderId.
      const refund = await cancels.cancel(driverIdOf(request), input.ReservationId || input.OrderId);
      return toRefundAnswer(refund);
    };
    app.post('/api/payment/cancel', { schema: { body: ZCancelRequest, response: { 200: ZCancelResponse } }, preHandler: driverToken }, async (request) =>
      cancel(request, request.body),
    );

    // Postpone (cancelNoBalanceSession) in a city without a balance; the refund cancel elsewhere.
    const cancelV2 = byBalance({ balance: ZCancelRequest, noBalance: ZEndNoBalanceRequest });
    app.post(
      '/api/payment/cancel/v2',
      { preValidation: cancelV2.preValidation, schema: { response: { 200: z.union([ZCancelResponse, ZEndNoBalanceResponse]) } }, preHandler: driverToken },
      async (request) => {
        const variant = cancelV2.of(request);
        if (variant.name === 'balance') return cancel(request, variant.body);
        return toDeferredAnswer(await noBalance.stop(driverIdOf(request), variant.body, await site.getSettings(), requestLanguage(request)));
      },
    );

    // cancelDefferedSession: the driver confirms leaving; the session stops as with postpone.
    app.post(
      '/api/payment/break/v1',
      { schema: { body: ZEndNoBalanceRequest, response: { 200: ZEndNoBalanceResponse } }, preHandler: driverToken },
      async (request) => {
        return toDeferredAnswer(await noBalance.stop(driverIdOf(request), request.body, await site.getSettings(), requestLanguage(request)));
      },
    );

    app.post(
      '/api/payment/deffered/v1',
      { schema: { body: ZPayDeferredRequest, response: { 200: ZPayDeferredResponse } }, preHandler: driverToken },
      async (request) => {
        return toDeferredAnswer(await noBalance.payDeferred(driverIdOf(request), request.body, await site.getSettings(), requestLanguage(request)));
      },
    );
  };
}
