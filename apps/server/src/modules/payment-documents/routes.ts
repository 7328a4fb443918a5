import type { FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { TCity } from '@city-parking/contract/city/city';
import { ZCreatePaymentDocumentResponse, ZReceiptListResponse, ZSendReceiptResponse } from '@city-parking/contract/receipts/receipt';
import {
  ZCreateRefillDocumentRequest,
  ZCreateSubscriptionDocumentRequest,
  ZPaymentDocumentQuery,
  ZReceiptListQuery,
  ZSendReceiptQuery,
} from '@city-parking/contract/receipts/payment-documents';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { queryIntoBody } from '../../http/validate.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
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
export function paymentDocumentRoutes({ auth, city, now, documents, sender }: PaymentDocumentRouteServices): RoutesPlugin {
  return async (app) => {
    // Each creation writes a document and a waiting payment: a person needs a few, a script no more.
    const create = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    const read = { rateLimit: { max: 120, timeWindow: '1 minute' } };
    // Every call here, the list, the PDF and the e-mail included, is refused where the city has no receipts.
    app.addHook('preHandler', async () => documents.ensureOffered());

    const refill = sharedPath(auth, {
      in: 'queryOrBody',
      token: tokenIn.queryOrBody(),
      input: ZCreateRefillDocumentRequest,
      answer: ZCreatePaymentDocumentResponse,
      company: {
        answer: ZCreatePaymentDocumentResponse,
        handle: async (input, companyId, request) => {
          const language = requestLanguage(request);
          const row = await documents.createCompanyRefill(companyId, input, language);
          return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
        },
      },
    });
    app.post(
      '/api/creatrefill',
      { config: create, ...refill.options },
      refill.handle(async (input, request) => {
        const language = requestLanguage(request);
        const row = await documents.createRefill(driverIdOf(request), input, language);
        return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
      }),
    );

    app.post(
      '/api/creatsubscription',
      {
        config: create,
        preValidation: queryIntoBody,
        schema: { body: ZCreateSubscriptionDocumentRequest, response: { 200: ZCreatePaymentDocumentResponse } },
        preHandler: auth.driver(tokenIn.queryOrBody()),
      },
      async (request) => {
        const language = requestLanguage(request);
        const row = await documents.createSubscription(driverIdOf(request), request.body, language);
        return { status: 'ok', result: toReceiptAnswer(row, language, now()) };
      },
    );

    // The list, the PDF and the e-mail answer the caller's own documents, a driver's or a company's.
    const list = ownDocuments(auth, ZReceiptListQuery, ZReceiptListResponse, async (_input, request, owner) => {
      const language = requestLanguage(request);
      const at = now();
      return { status: 'ok', result: (await documents.documentsOf(owner)).map((row) => toReceiptAnswer(row, language, at)) };
    });
    app.get('/api/receipt-list', { config: read, ...list.options }, list.handler);

    // A file: only its input is declared.
    const pdf = ownDocuments(auth, ZPaymentDocumentQuery, undefined, async ({ receiptnumber }, request, owner) => {
      const language = requestLanguage(request);
      const row = await documents.documentOf(owner, receiptnumber);
      return documentPdf(row, city, language, now());
    });
    app.get('/api/receipt', { config: read, ...pdf.options }, async (request, reply) => {
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
    const send = ownDocuments(auth, ZSendReceiptQuery, ZSendReceiptResponse, async ({ receiptnumber, email }, request, owner) => {
      await sender.send(owner, receiptnumber, email, requestLanguage(request));
      return { status: 'ok' };
    });
    app.get('/api/sendreceipt', { config: sendLimits.config, ...send.options, preHandler: [...send.options.preHandler, sendLimits.preHandler] }, send.handler);
  };
}

/**
 * A path a driver and a company both call about their own documents, with the same query: one
 * handler, given the caller as the documents' owner, so neither kind can name the other's documents.
 */
function ownDocuments<S extends $ZodType, T>(
  auth: AuthHooks,
  input: S,
  answer: $ZodType | undefined,
  handle: (input: output<S>, request: FastifyRequest, owner: DocumentOwner) => Promise<T>,
) {
  const path = sharedPath(auth, {
    in: 'query',
    token: tokenIn.query(),
    input,
    answer,
    company: { answer, handle: (parsed: output<S>, companyId, request) => handle(parsed, request, { companyId }) },
  });
  return {
    options: path.options,
    handler: path.handle((parsed, request) => handle(parsed, request, { driverId: driverIdOf(request) })) as (request: FastifyRequest) => Promise<T>,
  };
}
