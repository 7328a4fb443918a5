import { ZDevBankPayRequest, ZDevBankPayResponse } from '@city-parking/contract/receipts/payment-documents';
import { AppError } from '../../errors/app-error.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { BankPaymentOutcome, BankPaymentService } from './bank-payment-service.ts';
import { statementKopecks } from './bank-statement.ts';

/** The refusals of the demo bank, as the errors a person reads. */
const REFUSALS: Partial<Record<BankPaymentOutcome, 'PaymentDocumentNotFound' | 'PaymentDocumentSumMismatch' | 'PaymentDocumentExpired'>> = {
  unmatched: 'PaymentDocumentNotFound',
  sumMismatch: 'PaymentDocumentSumMismatch',
  expired: 'PaymentDocumentExpired',
};

/**
 * Demo only: `POST /dev/bank/pay` plays the bank paying `sum` roubles against `uin`, through the same
 * path as a statement's payment. A document paid before answers ok with `alreadyPaid`.
 */
export function paymentDocumentDevRoutes(bank: BankPaymentService): RoutesPlugin {
  return async (app) => {
    app.post('/dev/bank/pay', { schema: { body: ZDevBankPayRequest, response: { 200: ZDevBankPayResponse } } }, async (request) => {
      const { uin, sum } = request.body;
      const amount = statementKopecks(sum);
      if (amount === null || amount <= 0) throw new AppError('ValidationError', { sum: 'InvalidFormat' });
      const { outcome, document } = await bank.pay({ uin: uin.trim(), amount });
      const refusal = REFUSALS[outcome];
      if (refusal) throw new AppError(refusal);
      return { status: 'ok', result: { outcome, receiptnumber: document?.number ?? '' } };
    });
  };
}
