import type { FastifyPluginAsync } from 'fastify';
import type { TCity } from '@city-parking/contract/city/city';
import {
  ZCreateRefillDocumentRequest,
  ZCreateSubscriptionDocumentRequest,
  ZPaymentDocumentQuery,
  ZReceiptListQuery,
  ZSendReceiptQuery,
} from '@city-parking/contract/receipts/payment-documents';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { documentPdf } from './document-pdf.ts';
import type { DocumentSender } from './document-sender.ts';
import type { PaymentDocumentService } from './payment-document-service.ts';
import { toReceiptAnswer } from './receipt-answer.ts';
import { sendRateLimit } from './send-rate-limit.ts';

export interface PaymentDocumentRouteServices {
  auth: AuthHooks;
  city: TCity;
  now: () => Date;
  documents: PaymentDocumentService;
  sender: DocumentSender;
}

/**
 * Payment documents: a slip or an invoice for a top-up or a subscription (the token in the query,
 * the fields in the body), the driver's list of them, and one as a PDF or by e-mail to its owner only.
 */
export function paymentDocumentRoutes({ auth, city, now, documents, sender }: PaymentDocumentRouteServices): FastifyPluginAsync {
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
      const pdf = await documentPdf(row, city, language, now());
      // Private: it names the payer. Inline, so a new tab shows it; saved, it is receipt.pdf.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="receipt.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    });

    // Each letter builds a PDF and goes out by mail: limited per address, per account and per recipient.
    const sendLimits = sendRateLimit(app);
    app.get(
      '/api/sendreceipt',
      { config: sendLimits.config, preHandler: [auth.driver(tokenIn.query(ZSendReceiptQuery)), sendLimits.preHandler] },
      async (request) => {
        const { receiptnumber, email } = validate(ZSendReceiptQuery, request.query);
        await sender.send(driverIdOf(request), receiptnumber, email, requestLanguage(request));
        return { status: 'ok' };
      },
    );
  };
}
