import { paymentService } from '../../src/modules/payments/payment-service.ts';
import type { Refunder } from '../../src/modules/payments/providers/payment-provider.ts';
import type { TestCity } from '../helpers/create-test-city.ts';

/**
 * A second payment service over a test city's database, as the payment job runs it: its expiry and
 * refund pages can be run at once instead of waiting for the job's timer. It completes top-ups only.
 */
export function jobService(city: TestCity, now: () => Date, refund: Refunder) {
  return paymentService({
    db: city.db,
    providerFor: () => {
      throw new Error('the job creates no payments');
    },
    refund,
    now,
    expiryMinutes: city.config.PAYMENT_EXPIRY_MINUTES,
    // Top-ups of drivers in a city with a balance; no guest pays through it.
    hasBalance: async () => true,
    guestReceipts: async () => {},
    log: city.app.log,
  });
}

export const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

export const paymentRow = (city: TestCity, id: string) =>
  city.db.selectFrom('provider_payment').select(['status', 'amount', 'provider_payment_id', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
