import type { FastifyPluginAsync } from 'fastify';
import { parseTypedRubles } from '@city-parking/contract/format/format-money';
import { REFILL_MAX_RUB, ZRefillRequest } from '@city-parking/contract/payments/refill';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/service.ts';
import { payerPhone, providerMethod } from './payment-method.ts';
import { paymentFromPortalRoutes } from './payment-from-portal-routes.ts';
import type { PaymentService } from './payment-service.ts';
import type { YooKassaClient } from './providers/yookassa-client.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { yookassaRoutes } from './yookassa-routes.ts';

export interface PaymentRouteServices {
  auth: AuthHooks;
  site: SiteService;
  payments: PaymentService;
  /** YooKassa's API when it is the provider; null for the demo providers. */
  yookassa: YooKassaClient | null;
  demo: boolean;
  /** The e-mail of a driver's account, which the card widget shows for the receipt. */
  emailOf: (driverId: number) => Promise<string | null>;
}

/**
 * Top-ups through the payment provider, and how payments come back: in demo mode with the sandbox,
 * its own page and the card widget's trusted report; with YooKassa, its notification webhook and a
 * report that only makes us ask its API. Without DEMO nothing completes a payment on a browser's word.
 */
export function paymentRoutes({ auth, site, payments, yookassa, demo, emailOf }: PaymentRouteServices): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/api/payment/refill',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, preHandler: auth.driver(tokenIn.paymentBody(ZRefillRequest)) },
      async (request) => {
        const input = validate(ZRefillRequest, request.body);
        const driverId = driverIdOf(request);
        const settings = await site.getSettings();
        if (settings.dontUseBalance) throw new AppError('AccountNotFound');
        if (!input.RefillAmount.trim()) throw new AppError('ValidationError', { RefillAmount: 'RequiredField' });
        const amount = parseTypedRubles(input.RefillAmount);
        if (amount === null) throw new AppError('ValidationError', { RefillAmount: 'ItNeedToBeANumber' });
        if (amount <= 0) throw new AppError('ValidationError', { RefillAmount: 'InvalidFormat' });
        if (amount > REFILL_MAX_RUB * 100) throw new AppError('RefillAmountCanNotBeMaxAllowable');
        const method = providerMethod(settings, input.PaymentService);
        const phone = payerPhone(method, input.phone);
        // The card widget shows the e-mail its receipt goes to.
        const email = await emailOf(driverId);
        const { redirectUrl } = await payments.create({
          driverId,
          purpose: 'refill',
          amount,
          method,
          phone,
          email,
          description: 'Пополнение баланса',
          language: requestLanguage(request),
        });
        return { status: 'ok', RedirectURL: redirectUrl };
      },
    );

    if (yookassa) await app.register(yookassaRoutes(yookassa, payments));
    else if (demo) {
      await app.register(sandboxRoutes(payments));
      await app.register(paymentFromPortalRoutes(payments));
    }
  };
}
