import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZCostRequest } from '@city-parking/contract/payments/cost';
import { ZEndNoBalanceRequest, ZPayDeferredRequest, ZStartNoBalanceRequest } from '@city-parking/contract/payments/no-balance';
import { ZCancelRequest, ZRenewRequest, ZStartRequest } from '@city-parking/contract/payments/session-calls';
import type { TSettings } from '@city-parking/contract/site/settings';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
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
export function sessionRoutes({ auth, site, costs, starts, renewals, cancels, noBalance, guests }: SessionRouteServices): FastifyPluginAsync {
  return async (app) => {
    const noBalanceCity = async () => (await site.getSettings()).dontUseBalance;
    // Guests pay in a city that lets them; drivers everywhere.
    const payer = (source: Parameters<AuthHooks['payer']>[0]) => auth.payer(source, async () => (await site.getSettings()).useSessionWithoutRegister);
    /** The first versions' calls and their no-balance twins take different bodies and callers. */
    const byBalance =
      (withBalance: AuthHook, withoutBalance: AuthHook): AuthHook =>
      async (request) =>
        ((await noBalanceCity()) ? withoutBalance : withBalance)(request);

    app.post('/api/payment/cost', { preHandler: payer(tokenIn.paymentBody(ZCostRequest)) }, async (request) => {
      const input = validate(ZCostRequest, request.body);
      return toCostAnswer(await costs.costOf(payerIdOf(request), input, await site.getSettings()), requestLanguage(request));
    });

    const start = async (request: FastifyRequest, settings: TSettings) => {
      const input = validate(ZStartRequest, request.body);
      const driverId = payerIdOf(request);
      if (driverId === null) return toPaymentAnswer(await guests.start(input, settings, requestLanguage(request), guestTokenHashOf(request)));
      return toPaymentAnswer(await starts.start(driverId, input, settings, requestLanguage(request)));
    };
    const limited = startRateLimit(app);
    const payerStart = payer(tokenIn.paymentBody(ZStartRequest));
    app.post('/api/payment/start', { ...limited, preHandler: [limited.preHandler, payerStart] }, async (request) => start(request, await site.getSettings()));

    // A city without a balance starts sessions unpaid and open-ended; elsewhere v2 is the first version.
    const startV2 = byBalance(payerStart, auth.driver(tokenIn.paymentBody(ZStartNoBalanceRequest)));
    app.post('/api/payment/start/v2', { ...limited, preHandler: [limited.preHandler, startV2] }, async (request) => {
      const settings = await site.getSettings();
      if (!settings.dontUseBalance) return start(request, settings);
      const input = validate(ZStartNoBalanceRequest, request.body);
      return { status: 'ok', sessionId: await noBalance.start(driverIdOf(request), input) };
    });

    app.post('/api/payment/renew', { preHandler: auth.driver(tokenIn.paymentBody(ZRenewRequest)) }, async (request) => {
      const input = validate(ZRenewRequest, request.body);
      return toPaymentAnswer(await renewals.renew(driverIdOf(request), input, await site.getSettings(), requestLanguage(request)));
    });

    const cancel = async (request: FastifyRequest) => {
      const input = validate(ZCancelRequest, request.body);
      // The first version names the session ReservationId, the second OrderId.
      const refund = await cancels.cancel(driverIdOf(request), input.ReservationId || input.OrderId);
      return toRefundAnswer(refund);
    };
    const driverCancel = auth.driver(tokenIn.paymentBody(ZCancelRequest));
    const driverStop = auth.driver(tokenIn.paymentBody(ZEndNoBalanceRequest));
    app.post('/api/payment/cancel', { preHandler: driverCancel }, cancel);

    // Postpone (cancelNoBalanceSession) in a city without a balance; the refund cancel elsewhere.
    app.post('/api/payment/cancel/v2', { preHandler: byBalance(driverCancel, driverStop) }, async (request) => {
      const settings = await site.getSettings();
      if (!settings.dontUseBalance) return cancel(request);
      const input = validate(ZEndNoBalanceRequest, request.body);
      return toDeferredAnswer(await noBalance.stop(driverIdOf(request), input, settings, requestLanguage(request)));
    });

    // cancelDefferedSession: the driver confirms leaving; the session stops as with postpone.
    app.post('/api/payment/break/v1', { preHandler: driverStop }, async (request) => {
      const input = validate(ZEndNoBalanceRequest, request.body);
      return toDeferredAnswer(await noBalance.stop(driverIdOf(request), input, await site.getSettings(), requestLanguage(request)));
    });

    app.post('/api/payment/deffered/v1', { preHandler: auth.driver(tokenIn.paymentBody(ZPayDeferredRequest)) }, async (request) => {
      const input = validate(ZPayDeferredRequest, request.body);
      return toDeferredAnswer(await noBalance.payDeferred(driverIdOf(request), input, await site.getSettings(), requestLanguage(request)));
    });
  };
}
