import type { Kysely } from 'kysely';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { guestPhoneError } from '@city-parking/contract/payments/guest';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { payerPhone, providerMethod } from '../payments/payment-method.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { CostService } from './cost-service.ts';
import { paysFromBalance } from './session-payment.ts';
import type { StartService, StartDetails, StartRequest } from './start-service.ts';
import { sessionRepo } from './session-repo.ts';

interface Deps {
  db: Kysely<Database>;
  costs: CostService;
  payments: PaymentService;
  starts: StartService;
}

/**
 * Starts paid by guests (useSessionWithoutRegister): always through a provider, since a guest has
 * no balance. The session begins when the payment completes (StartService's onPaid('start'),
 * with no driver), and keeps the payer's phone, by which a later registration takes it over.
 */
export function guestStartService({ db, costs, payments, starts }: Deps) {
  return {
    async start(request: StartRequest, settings: TSettings, language: 'ru' | 'en', guestTokenHash: string | null): Promise<{ redirectUrl: string }> {
      const quote = await costs.quoteStart(request, settings);
      if (paysFromBalance(request.PaymentService)) throw new AppError('NotSelectedPaymentService');
      const method = providerMethod(settings, request.PaymentService);
      const phoneError = guestPhoneError(request.phone);
      if (phoneError) throw new AppError(phoneError, phoneError === 'ValidationError' ? { phone: 'InvalidFormat' } : undefined);
      const phone = normaliseFullPhone(request.phone ?? '')!;
      // The guest form never submits a free start; there is nothing to pay and no account to start it on.
      if (quote.cost.toPay === 0) throw new AppError('ParkingSessionWasFree');
      // Refused before paying; the completion checks again under the plate's lock.
      if (await sessionRepo(db).overlapping(quote.vehicle.plate, quote.start, quote.end)) throw new AppError('ParkingSessionAlreadyExists');
      const details: StartDetails = {
        ...starts.planOf(quote, null),
        timestart: quote.kind === 'postPayment' ? quote.start.toISOString() : null,
        payerPhone: phone,
        language,
      };
      const description = `Парковка: зона ${quote.zone.zone_number}, ${quote.vehicle.plate}`;
      // Only phone methods carry the phone on the payment itself (SMS replies find payments by it).
      const { redirectUrl } = await payments.create({
        driverId: null,
        purpose: 'start',
        amount: quote.cost.toPay,
        method,
        phone: payerPhone(method, phone),
        details,
        description,
        language,
        guestTokenHash,
      });
      return { redirectUrl };
    },
  };
}
export type GuestStartService = ReturnType<typeof guestStartService>;
