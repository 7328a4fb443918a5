import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZCostRequest } from '@city-parking/contract/payments/cost';
import { ZEndNoBalanceRequest, ZPayDeferredRequest, ZStartNoBalanceRequest } from '@city-parking/contract/payments/no-balance';
import { ZCancelRequest, ZRenewRequest, ZStartRequest } from '@city-parking/contract/payments/sessions';
import type { TSettings } from '@city-parking/contract/site/settings';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { SiteService } from '../site/service.ts';
import type { CancelService } from './cancel-service.ts';
import type { CostService } from './cost-service.ts';
import type { GuestStartService } from './guest-start-service.ts';
import type { DeferredPayment, NoBalanceService } from './no-balance-service.ts';
import type { RenewService } from './renew-service.ts';
import type { PaymentAnswer, SessionService } from './session-service.ts';
import { startRateLimit } from './start-rate-limit.ts';

/** Some providers' addresses carry a decimal comma; the spec asks for a dot. */
const redirectOf = (url: string) => url.replaceAll(',', '.');
const answerOf = (result: PaymentAnswer) => ('redirectUrl' in result ? { status: 'ok', RedirectURL: redirectOf(result.redirectUrl) } : { status: 'ok', sessionId: result.sessionId });
const deferredAnswerOf = ({ amount, redirectUrl }: DeferredPayment) => ({ status: 'ok', amountToPay: kopecksToRubles(amount), RedirectURL: redirectOf(redirectUrl) });

export interface SessionRouteServices {
  tokens: TokenService;
  site: SiteService;
  costs: CostService;
  starts: SessionService;
  renewals: RenewService;
  cancels: CancelService;
  noBalance: NoBalanceService;
  guests: GuestStartService;
}

/**
 * Cost, start, renewal and cancel of parking sessions paid from the balance or through a provider;
 * the start/stop sessions of cities without a balance; and guests' cost and start.
 */
export function sessionRoutes({ tokens, site, costs, starts, renewals, cancels, noBalance, guests }: SessionRouteServices): FastifyPluginAsync {
  return async (app) => {
    const driverOf = async (token: string) => (await tokens.resolve(token, ['standart'])).subjectId!;
    /** The driver, or null for a guest of a city that lets guests pay. */
    const payerOf = async (token: string, settings: TSettings) => {
      const { userType, subjectId } = await tokens.resolve(token, ['standart', 'guest']);
      if (userType !== 'guest') return subjectId!;
      if (!settings.useSessionWithoutRegister) throw new AppError('AccountNotFound');
      return null;
    };

    app.post('/api/payment/cost', async (request) => {
      const input = validate(ZCostRequest, request.body);
      const settings = await site.getSettings();
      const driverId = await payerOf(input.Token, settings);
      return { status: 'ok', ...(await costs.answer(driverId, input, settings)) };
    });

    const start = async (request: FastifyRequest, settings: TSettings) => {
      const input = validate(ZStartRequest, request.body);
      const driverId = await payerOf(input.Token, settings);
      if (driverId === null) return answerOf(await guests.start(input, settings, requestLanguage(request)));
      return answerOf(await starts.start(driverId, input, settings, requestLanguage(request)));
    };
    const limited = startRateLimit(app);
    app.post('/api/payment/start', limited, async (request) => start(request, await site.getSettings()));

    // A city without a balance starts sessions unpaid and open-ended; elsewhere v2 is the first version.
    app.post('/api/payment/start/v2', limited, async (request) => {
      const settings = await site.getSettings();
      if (!settings.dontUseBalance) return start(request, settings);
      const input = validate(ZStartNoBalanceRequest, request.body);
      return { status: 'ok', sessionId: await noBalance.start(await driverOf(input.Token), input) };
    });

    app.post('/api/payment/renew', async (request) => {
      const input = validate(ZRenewRequest, request.body);
      const driverId = await driverOf(input.Token);
      return answerOf(await renewals.renew(driverId, input, await site.getSettings(), requestLanguage(request)));
    });

    const cancel = async (request: FastifyRequest) => {
      const input = validate(ZCancelRequest, request.body);
      const driverId = await driverOf(input.Token);
      // The first version names the session ReservationId, the second OrderId.
      const refund = await cancels.cancel(driverId, input.ReservationId || input.OrderId);
      return { status: 'ok', refund: kopecksToRubles(refund) };
    };
    app.post('/api/payment/cancel', cancel);

    // Postpone (cancelNoBalanceSession) in a city without a balance; the refund cancel elsewhere.
    app.post('/api/payment/cancel/v2', async (request) => {
      const settings = await site.getSettings();
      if (!settings.dontUseBalance) return cancel(request);
      const input = validate(ZEndNoBalanceRequest, request.body);
      return deferredAnswerOf(await noBalance.stop(await driverOf(input.Token), input, settings, requestLanguage(request)));
    });

    // cancelDefferedSession: the driver confirms leaving; the session stops as with postpone.
    app.post('/api/payment/break/v1', async (request) => {
      const input = validate(ZEndNoBalanceRequest, request.body);
      const driverId = await driverOf(input.Token);
      return deferredAnswerOf(await noBalance.stop(driverId, input, await site.getSettings(), requestLanguage(request)));
    });

    app.post('/api/payment/deffered/v1', async (request) => {
      const input = validate(ZPayDeferredRequest, request.body);
      const driverId = await driverOf(input.Token);
      return deferredAnswerOf(await noBalance.payDeferred(driverId, input, await site.getSettings(), requestLanguage(request)));
    });
  };
}
