import type { FastifyPluginAsync } from 'fastify';
import { ZPaymentFromPortalRequest } from '@city-parking/contract/payments/payment-from-portal';
import { validate } from '../../http/validate.ts';
import type { WidgetReportService } from './widget-report-service.ts';

/** The card widget's report of its payment (demo mode): the outcome the widget saw. */
export function paymentFromPortalRoutes(widgetReports: WidgetReportService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/payment/payment-from-portal', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
      const input = validate(ZPaymentFromPortalRequest, request.query);
      return { status: 'ok', result: await widgetReports.report(input) };
    });
  };
}
