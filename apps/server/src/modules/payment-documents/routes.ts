import type { FastifyPluginAsync } from 'fastify';
import type { TCity } from '@city-parking/contract/city/city';
import {
  ZCreateRefillDocumentRequest,
  ZCreateSubscriptionDocumentRequest,
  ZPaymentDocumentQuery,
  ZReceiptListQuery,
} from '@city-parking/contract/receipts/payment-documents';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { PaymentDocumentService } from './payment-document-service.ts';
import { effectiveStatus, toReceiptAnswer } from './receipt-answer.ts';
import { writeDocumentPdf } from './write-document-pdf.ts';

export interface PaymentDocumentRouteServices {
  auth: AuthHooks;
  city: TCity;
  now: () => Date;
  documents: PaymentDocumentService;
}

/**
 * Payment documents: a slip or an invoice for a top-up or a subscription (the token in the query,
 * the fields in the body), the driver's list of them, and one as a PDF to its owner only.
 */
export function paymentDocumentRoutes({ auth, city, now, documents }: PaymentDocumentRouteServices): FastifyPluginAsync {
  return async (app) => {
    // Each creation writes a document and a waiting payment: a person needs a few, a script no more.
    const create = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    const read = { rateLimit: { max: 120, timeWindow: '1 minute' } };

    app.post('/api/creatrefill', { config: create, preHandler: auth.driver(tokenIn.queryOrBody(ZCreateRefillDocumentRequest)) }, async (request) => {
      const input = validate(ZCreateRefillDocumentRequest, queryAndBody(request));
      const language = requestLanguage(request);
      const row = await documents.createRefill(driverIdOf(request), input, language);
      return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
    });

    app.post(
      '/api/creatsubscription',
      { config: create, preHandler: auth.driver(tokenIn.queryOrBody(ZCreateSubscriptionDocumentRequest)) },
      async (request) => {
        const input = validate(ZCreateSubscriptionDocumentRequest, queryAndBody(request));
        const language = requestLanguage(request);
        const row = await documents.createSubscription(driverIdOf(request), input, language);
        return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
      },
    );

    app.get('/api/receipt-list', { config: read, preHandler: auth.driver(tokenIn.query(ZReceiptListQuery)) }, async (request) => {
      const language = requestLanguage(request);
      const at = now();
      return { status: 'ok', result: (await documents.documentsOf(driverIdOf(request))).map((row) => toReceiptAnswer(row, language, at)) };
    });

    app.get('/api/receipt', { config: read, preHandler: auth.driver(tokenIn.query(ZPaymentDocumentQuery)) }, async (request, reply) => {
      const { receiptnumber } = validate(ZPaymentDocumentQuery, request.query);
      const language = requestLanguage(request);
      const row = await documents.documentOf(driverIdOf(request), receiptnumber);
      const pdf = await writeDocumentPdf({
        row: { ...row, status: effectiveStatus(row, now()) },
        cityName: city.nameForShow[language],
        timeZone: city.timeZone,
        language,
      });
      // Private: it names the payer. Inline, so a new tab shows it; saved, it is receipt.pdf.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="receipt.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    });
  };
}
