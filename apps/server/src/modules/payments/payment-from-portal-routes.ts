import { ZPaymentFromPortalRequest, ZPaymentFromPortalResponse } from '@city-parking/contract/payments/payment-from-portal';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { WidgetReportService } from './widget-report-service.ts';

/** The card widget's report of its payment (demo mode): the outcome the widget saw. */
export function paymentFromPortalRoutes(widgetReports: WidgetReportService): RoutesPlugin {
  return async (app) => {
    const options = {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { querystring: ZPaymentFromPortalRequest, response: { 200: ZPaymentFromPortalResponse } },
    };
    app.get('/api/payment/payment-from-portal', options, async (request) => {
      return { status: 'ok', result: await widgetReports.report(request.query) };
    });
  };
}
