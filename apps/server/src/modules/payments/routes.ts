import type { output } from 'zod/v4/core';
import { ZPaymentStatusQuery, ZPaymentStatusResponse } from '@city-parking/contract/payments/payment-status';
import { ZRedirectResponse, ZRefillRequest } from '@city-parking/contract/payments/refill';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, guestTokenHashOf, payerIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyRoute } from '../auth/auth-hook.ts';
import { toConfirmationAnswer } from './confirmation-answer.ts';
import { paymentFromPortalRoutes } from './payment-from-portal-routes.ts';
import type { PaymentService } from './payment-service.ts';
import type { RefillService } from './refill-service.ts';
import type { YooKassaClient } from './providers/yookassa-client.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import type { WidgetReportService } from './widget-report-service.ts';
import { yookassaRoutes } from './yookassa-routes.ts';

export interface PaymentRouteServices {
  auth: AuthHooks;
  refills: RefillService;
  widgetReports: WidgetReportService;
  payments: PaymentService;
  /** YooKassa's API when it is the provider; null for the demo providers. */
  yookassa: YooKassaClient | null;
  demo: boolean;
  /** A company's top-up on the same path, given by the composition root; without it the path is a driver's only. */
  company?: { refill: CompanyRoute<output<typeof ZRefillRequest>> };
}

/**
 * Top-ups through the payment provider, the payer's read of a payment's status, and how payments
 * come back: in demo mode with the sandbox, its own page and the card widget's trusted report; with
 * YooKassa, its notification webhook and a report that only makes us ask its API. Without DEMO
 * nothing completes a payment on a browser's word.
 */
export function paymentRoutes({ auth, refills, widgetReports, payments, yookassa, demo, company }: PaymentRouteServices): RoutesPlugin {
  return async (app) => {
    // A coop token tops up its company (the company's handler); a driver's token the driver's balance.
    const refill = sharedPath(auth, { in: 'body', token: tokenIn.paymentBody(), input: ZRefillRequest, answer: ZRedirectResponse, company: company?.refill });
    app.post(
      '/api/payment/refill',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, ...refill.options },
      refill.handle(async (input, request) => {
        const { redirectUrl } = await refills.refill({ driverId: driverIdOf(request), input, language: requestLanguage(request) });
        return { status: 'ok', RedirectURL: redirectUrl };
      }),
    );

    // What the /payment page shows after the provider's pages: the server's word, never the address's.
    app.get(
      '/api/payment/status',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { querystring: ZPaymentStatusQuery, response: { 200: ZPaymentStatusResponse } },
        preHandler: auth.payer(tokenIn.query(), undefined, true),
      },
      async (request) => {
        const { order } = request.query;
        const companyId = request.caller?.kind === 'company' ? request.caller.companyId : null;
        const payer = { driverId: payerIdOf(request), guestTokenHash: guestTokenHashOf(request), companyId };
        const { status, purchase, receiptUrl } = await payments.payerStatus(order, payer);
        const confirmation = purchase ? { confirmation: { ...toConfirmationAnswer(purchase), ...(receiptUrl ? { receiptUrl } : {}) } } : {};
        return { status: 'ok', result: { status, ...confirmation } };
      },
    );

    if (yookassa) await app.register(yookassaRoutes(yookassa, payments));
    else if (demo) {
      await app.register(sandboxRoutes(payments));
      await app.register(paymentFromPortalRoutes(widgetReports));
    }
  };
}
