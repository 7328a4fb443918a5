import { z } from 'zod/mini';
import type { ZRefillRequest } from '@city-parking/contract/payments/refill';
import { refillAmountRule } from '@city-parking/contract/payments/refill-amount';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { AppError } from '../../errors/app-error.ts';
import { providerPayer } from '../payments/payment-method.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { keptOnBalance } from '../payments/purchase.ts';
import type { SiteService } from '../site/site-service.ts';
import { companyLedger } from './company-ledger.ts';

/** What a company's top-up payment carries: the company whose ledger its money credits. */
const ZCompanyRefillDetails = z.object({ companyId: z.number().check(z.int(), z.positive()) });

interface Deps {
  site: SiteService;
  payments: PaymentService;
  now: () => Date;
}

export interface CorpRefillRequest {
  companyId: number;
  input: z.output<typeof ZRefillRequest>;
  language: TLanguage;
}

/**
 * A company's top-ups by card (or another provider's method), paid like a driver's: the payment
 * waits at the provider, and only its confirmed completion (the provider's notification or the
 * payment job's poll, through payments.complete) credits the company's ledger, keyed by the
 * payment, so a confirmation repeated or raced credits once. The browser's word moves nothing.
 */
export function corpRefillService({ site, payments, now }: Deps) {
  payments.onPaid('companyRefill', ZCompanyRefillDetails, async (trx, payment, { companyId }) => {
    await companyLedger.post(trx, {
      companyId,
      kind: 'refill',
      amount: Number(payment.amount),
      idempotencyKey: `payment:${payment.id}`,
      paymentId: payment.id,
      method: payment.method,
      at: now(),
    });
    return keptOnBalance;
  });

  return {
    /** Checks the typed amount by the driver's rule and creates the company's payment; answers the provider's address. */
    async refill({ companyId, input, language }: CorpRefillRequest): Promise<{ redirectUrl: string }> {
      const settings = await site.getSettings();
      // The same rule as a driver's top-up, so the form and the server say the same for each wrong amount.
      const { kopecks: amount, issue } = refillAmountRule(input.RefillAmount);
      if (issue === 'RefillAmountCanNotBeMaxAllowable') throw new AppError(issue);
      if (issue) throw new AppError('ValidationError', { RefillAmount: issue });
      const payer = providerPayer(settings, input.PaymentService, input.phone);
      const { redirectUrl } = await payments.create({
        driverId: null,
        purpose: 'companyRefill',
        amount,
        ...payer,
        details: { companyId },
        description: 'Пополнение баланса организации',
        language,
      });
      return { redirectUrl };
    },
  };
}
export type CorpRefillService = ReturnType<typeof corpRefillService>;
