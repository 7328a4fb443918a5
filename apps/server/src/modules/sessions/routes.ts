import type { FastifyPluginAsync } from 'fastify';
import { ZCostRequest } from '@city-parking/contract/payments/cost';
import { ZCancelRequest, ZRenewRequest, ZStartRequest } from '@city-parking/contract/payments/sessions';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { CityAppDeps } from '../../app.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { tokenRepo } from '../auth/token-repo.ts';
import { tokenService } from '../auth/token-service.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { siteRepo } from '../site/repo.ts';
import { siteService } from '../site/service.ts';
import { cancelService } from './cancel-service.ts';
import { costService } from './cost-service.ts';
import { renewService } from './renew-service.ts';
import { sessionService, type PaymentAnswer } from './session-service.ts';

/** Some providers' addresses carry a decimal comma; the spec asks for a dot. */
const answerOf = (result: PaymentAnswer) =>
  'redirectUrl' in result ? { status: 'ok', RedirectURL: result.redirectUrl.replaceAll(',', '.') } : { status: 'ok', sessionId: result.sessionId };

/** Cost, start, renewal and cancel of parking sessions paid from the balance or through a provider. */
export function sessionRoutes({ db, city, now = () => new Date() }: CityAppDeps, payments: PaymentService): FastifyPluginAsync {
  return async (app) => {
    const tokens = tokenService(tokenRepo(db));
    const site = siteService(siteRepo(db), city);
    const costs = costService({ db, city, now });
    const starts = sessionService({ db, now, costs, payments, log: app.log });
    const renewals = renewService({ db, now, costs, payments, log: app.log });
    const cancels = cancelService({ db, now, costs });
    const driverOf = async (token: string) => (await tokens.resolve(token, ['standart'])).subjectId!;

    app.post('/api/payment/cost', async (request) => {
      const input = validate(ZCostRequest, request.body);
      const driverId = await driverOf(input.Token);
      return { status: 'ok', ...(await costs.answer(driverId, input, await site.getSettings())) };
    });

    for (const path of ['/api/payment/start', '/api/payment/start/v2']) {
      app.post(path, async (request) => {
        const input = validate(ZStartRequest, request.body);
        const driverId = await driverOf(input.Token);
        return answerOf(await starts.start(driverId, input, await site.getSettings(), requestLanguage(request)));
      });
    }

    app.post('/api/payment/renew', async (request) => {
      const input = validate(ZRenewRequest, request.body);
      const driverId = await driverOf(input.Token);
      return answerOf(await renewals.renew(driverId, input, await site.getSettings(), requestLanguage(request)));
    });

    // The first version names the session ReservationId, the second OrderId.
    for (const path of ['/api/payment/cancel', '/api/payment/cancel/v2']) {
      app.post(path, async (request) => {
        const input = validate(ZCancelRequest, request.body);
        const driverId = await driverOf(input.Token);
        const refund = await cancels.cancel(driverId, input.ReservationId || input.OrderId);
        return { status: 'ok', refund: kopecksToRubles(refund) };
      });
    }
  };
}
