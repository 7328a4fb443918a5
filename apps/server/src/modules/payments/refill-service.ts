import type { z } from 'zod/mini';
import { parseTypedRubles } from '@city-parking/contract/format/format-money';
import { REFILL_MAX_RUB, type ZRefillRequest } from '@city-parking/contract/payments/refill';
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
    /** Checks the typed amount field by field (each failure has its own name) and creates the payment. */
    async refill({ driverId, input, language }: RefillRequest): Promise<{ redirectUrl: string }> {
      const settings = await site.getSettings();
      if (settings.dontUseBalance) throw new AppError('AccountNotFound');
      if (!input.RefillAmount.trim()) throw new AppError('ValidationError', { RefillAmount: 'RequiredField' });
      const amount = parseTypedRubles(input.RefillAmount);
      if (amount === null) throw new AppError('ValidationError', { RefillAmount: 'ItNeedToBeANumber' });
      if (amount <= 0) throw new AppError('ValidationError', { RefillAmount: 'InvalidFormat' });
      if (amount > REFILL_MAX_RUB * 100) throw new AppError('RefillAmountCanNotBeMaxAllowable');
      const payer = providerPayer(settings, input.PaymentService, input.phone);
      const email = await emailOf(driverId);
      const { redirectUrl } = await payments.create({ driverId, purpose: 'refill', amount, ...payer, email, description: 'Пополнение баланса', language });
      return { redirectUrl };
    },
  };
}
export type RefillService = ReturnType<typeof refillService>;
