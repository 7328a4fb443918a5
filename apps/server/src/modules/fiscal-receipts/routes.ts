import { ZFiscalReceiptRequest, ZFiscalReceiptResponse } from '@city-parking/contract/fiscal/fiscal-receipt';
import { AppError } from '../../errors/app-error.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { FiscalReceiptService } from './fiscal-receipt-service.ts';
import { toReceiptAnswer } from './receipt-answer.ts';

export interface FiscalReceiptRouteServices {
  fiscalReceipts: FiscalReceiptService;
}

/**
 * GET /api/fiscal-receipt/v1?id=…: a receipt by its link's id, without a token (the id is
 * unguessable, like a paper receipt handed on). An unknown id and one not yet issued both answer NotFound.
 */
export function fiscalReceiptRoutes({ fiscalReceipts }: FiscalReceiptRouteServices): RoutesPlugin {
  return async (app) => {
    // Per address: enough for a person opening receipts, too few to walk the id space.
    const limits = { rateLimit: { max: 60, timeWindow: '1 minute' } };
    app.get(
      '/api/fiscal-receipt/v1',
      { config: limits, schema: { querystring: ZFiscalReceiptRequest, response: { 200: ZFiscalReceiptResponse } } },
      async (request, reply) => {
        const found = await fiscalReceipts.find(request.query.id);
        if (!found) throw new AppError('NotFound');
        // An issued receipt never changes; the link is its only key, so shared caches keep none.
        void reply.header('cache-control', 'private, max-age=86400');
        return { status: 'ok', result: await toReceiptAnswer(found) };
      },
    );
  };
}
