import type { z } from 'zod/mini';
import type { ZRefillRequest } from '@city-parking/contract/payments/refill';
import { refillAmountRule } from '@city-parking/contract/payments/refill-amount';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { AppError } from '../../errors/app-error.ts';
import type { SiteService } from '../site/site-service.ts';
import { providerPayer } from './payment-method.ts';
import type { PaymentService } from './payment-service.ts';

interface Deps {
  site: SiteService;
  payments: PaymentService;
  /** The e-mail of a driver's account, which the card widget shows for the receipt. */
  emailOf: (driverId: number) => Promise<string | null>;
}

export interface RefillRequest {
  driverId: number;
  input: z.output<typeof ZRefillRequest>;
  language: TLanguage;
}

/** Top-ups of a driver's balance through the payment provider; a city without a balance has none. */
export function refillService({ site, payments, emailOf }: Deps) {
  return {
    /** Checks the typed amount by the contract's rule (each failure has its own name) and creates the payment. */
    async refill({ driverId, input, language }: RefillRequest): Promise<{ redirectUrl: string }> {
      const settings = await site.getSettings();
      if (settings.dontUseBalance) throw new AppError('AccountNotFound');
      // The same rule the form applies before sending, so both say the same for each wrong amount.
      const { kopecks: amount, issue } = refillAmountRule(input.RefillAmount);
      if (issue === 'RefillAmountCanNotBeMaxAllowable') throw new AppError(issue);
      if (issue) throw new AppError('ValidationError', { RefillAmount: issue });
      const payer = providerPayer(settings, input.PaymentService, input.phone);
      const email = await emailOf(driverId);
      const { redirectUrl } = await payments.create({ driverId, purpose: 'refill', amount, ...payer, email, description: 'Пополнение баланса', language });
      return { redirectUrl };
    },
  };
}
export type RefillService = ReturnType<typeof refillService>;
