import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyHandler, type TokenSource } from '../auth/auth-hook.ts';
import { documentPdf } from './document-pdf.ts';
import type { DocumentSender } from './document-sender.ts';
import type { DocumentOwner, PaymentDocumentService } from './payment-document-service.ts';
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
 * A coop token on the top-up, list, PDF and e-mail paths is the company's: its own invoices only,
 * as a driver's token reads the driver's own only (sharedPath branches on the token's kind).
 */
export function paymentDocumentRoutes({ auth, city, now, documents, sender }: PaymentDocumentRouteServices): FastifyPluginAsync {
  return async (app) => {
    // Each creation writes a document and a waiting payment: a person needs a few, a script no more.
    const create = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    const read = { rateLimit: { max: 120, timeWindow: '1 minute' } };

    const refill = sharedPath(auth, tokenIn.queryOrBody(ZCreateRefillDocumentRequest), async (request, companyId) => {
      const input = validate(ZCreateRefillDocumentRequest, queryAndBody(request));
      const language = requestLanguage(request);
      const row = await documents.createCompanyRefill(companyId, input, language);
      return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
    });
    app.post(
      '/api/creatrefill',
      { config: create, preHandler: refill.preHandler },
      refill.handle(async (request) => {
        const input = validate(ZCreateRefillDocumentRequest, queryAndBody(request));
        const language = requestLanguage(request);
        const row = await documents.createRefill(driverIdOf(request), input, language);
        return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
      }),
    );

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

    // The list, the PDF and the e-mail answer the caller's own documents, a driver's or a company's.
    const list = ownDocuments(auth, tokenIn.query(ZReceiptListQuery), async (request, owner) => {
      const language = requestLanguage(request);
      const at = now();
      return { status: 'ok', result: (await documents.documentsOf(owner)).map((row) => toReceiptAnswer(row, language, at)) };
    });
    app.get('/api/receipt-list', { config: read, preHandler: list.preHandler }, list.handler);

    const pdf = ownDocuments(auth, tokenIn.query(ZPaymentDocumentQuery), async (request, owner) => {
      const { receiptnumber } = validate(ZPaymentDocumentQuery, request.query);
      const language = requestLanguage(request);
      const row = await documents.documentOf(owner, receiptnumber);
      return documentPdf(row, city, language, now());
    });
    app.get('/api/receipt', { config: read, preHandler: pdf.preHandler }, async (request, reply) => {
      const body = await pdf.handler(request);
      // Private: it names the payer. Inline, so a new tab shows it; saved, it is receipt.pdf.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="receipt.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });

    // Each letter builds a PDF and goes out by mail: limited per address, per account and per recipient.
    const sendLimits = sendRateLimit(app);
    const send = ownDocuments(auth, tokenIn.query(ZSendReceiptQuery), async (request, owner) => {
      const { receiptnumber, email } = validate(ZSendReceiptQuery, request.query);
      await sender.send(owner, receiptnumber, email, requestLanguage(request));
      return { status: 'ok' };
    });
    app.get('/api/sendreceipt', { config: sendLimits.config, preHandler: [send.preHandler, sendLimits.preHandler] }, send.handler);
  };
}

/**
 * A path a driver and a company both call about their own documents: one handler, given the
 * caller as the documents' owner, so neither kind can name the other's documents.
 */
function ownDocuments<T>(auth: AuthHooks, source: TokenSource, handle: (request: FastifyRequest, owner: DocumentOwner) => Promise<T>) {
  const company: CompanyHandler = (request, companyId) => handle(request, { companyId });
  const path = sharedPath(auth, source, company);
  return {
    preHandler: path.preHandler,
    handler: path.handle((request) => handle(request, { driverId: driverIdOf(request) })) as (request: FastifyRequest) => Promise<T>,
  };
}
