import { z } from 'zod/mini';
import { errorText } from '@city-parking/contract/errors/error-texts';
import { ZPaymentFromPortalRequest, ZPaymentFromPortalResponse } from '@city-parking/contract/payments/payment-from-portal';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { PaymentService } from './payment-service.ts';
import { ProviderUnreachable, type YooKassaClient } from './providers/yookassa-client.ts';
import { confirmYookassaPayment } from './yookassa-confirm.ts';

/** The shape of YooKassa's HTTP notification; only `object.id` is used, to ask the API. */
const ZNotification = z.object({
  type: z.literal('notification'),
  event: z.string().check(z.minLength(1), z.maxLength(64)),
  object: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
});

/**
 * YooKassa's notification webhook and the web app's report after its pages. Both only make us ask
 * YooKassa's API for the payment (yookassa-confirm.ts). When the API cannot be reached the webhook
 * answers 503, so that YooKassa delivers the notification again.
 */
export function yookassaRoutes(client: YooKassaClient, payments: PaymentService): RoutesPlugin {
  return async (app) => {
    // YooKassa reads only the status code of the answer, so the webhook declares its input alone.
    app.post(
      '/api/payment/yookassa/notification',
      { config: { rateLimit: { max: 600, timeWindow: '1 minute' } }, schema: { body: ZNotification } },
      async (request, reply) => {
        const notice = request.body;
        // A refund's notification names a refund, which is no payment of ours either.
        const payment = await payments.findByProviderId(notice.object.id);
        if (!payment) throw new AppError('NotFound');
        try {
          return { status: 'ok', result: await confirmYookassaPayment(client, payments, payment, request.log) };
        } catch (error) {
          if (!(error instanceof ProviderUnreachable)) throw error;
          request.log.warn({ paymentId: payment.id, reason: error.message }, 'YooKassa unreachable; the notification will be delivered again');
          return reply
            .code(503)
            .send({ status: 'error', errorName: 'PaymentServiceError', userMessage: errorText('PaymentServiceError', requestLanguage(request)) });
        }
      },
    );

    // The browser's report is only a reason to ask YooKassa; its status and amount are ignored.
    app.get(
      '/api/payment/payment-from-portal',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { querystring: ZPaymentFromPortalRequest, response: { 200: ZPaymentFromPortalResponse } },
      },
      async (request) => {
        const input = request.query;
        const payment = await payments.find(input.order);
        if (!payment) throw new AppError('NotFound');
        try {
          return { status: 'ok', result: await confirmYookassaPayment(client, payments, payment, request.log) };
        } catch (error) {
          if (error instanceof ProviderUnreachable) throw new AppError('PaymentServiceError');
          throw error;
        }
      },
    );
  };
}
