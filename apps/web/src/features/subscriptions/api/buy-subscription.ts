import { ZBuySubscriptionResponse, type TBuySubscriptionResponse } from '@city-parking/contract/subscriptions/subscriptions';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { returnPage } from '@/domains/payments/return-page.ts';

export interface BuySubscriptionInput {
  codeSubscription: string;
  vehicle: TPaymentVehicle;
  /** A city method's name; the balance is one of them. */
  paymentService: string;
  /** YYYY-MM-DD on the city's clock; null for a prev_day subscription, which always covers yesterday. */
  timestart: string | null;
  phone: string | null;
}

/**
 * POST /api/payment/subscription: bought from the balance (a top-up sum of 0), or the address of
 * the provider's page that pays it.
 */
export async function buySubscription(input: BuySubscriptionInput): Promise<TBuySubscriptionResponse> {
  // The provider sends the browser back to /payment, which returns to the subscriptions screen.
  returnPage.remember();
  return fetchAnswer('/api/payment/subscription', ZBuySubscriptionResponse, {
    method: 'POST',
    body: {
      token: tokenStore.get('standart'),
      vehicle: input.vehicle,
      codeSubscription: input.codeSubscription,
      paymentService: input.paymentService,
      timestart: input.timestart,
      ...(input.phone ? { phone: input.phone } : {}),
    },
  });
}
