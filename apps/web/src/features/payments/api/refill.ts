import { ZRedirectResponse } from '@city-parking/contract/payments/refill';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { returnPage } from '@/domains/payments/return-page.ts';

/**
 * POST /api/payment/refill: the address of the provider's payment page for a top-up of `kopecks`;
 * with the company's coop token (`payer` 'company') the same call tops up the company's balance.
 */
export async function requestRefill(kopecks: number, method: string, phone: string | null, payer: 'driver' | 'company' = 'driver'): Promise<string> {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  const answer = await fetchAnswer('/api/payment/refill', ZRedirectResponse, {
    method: 'POST',
    body: {
      Token: tokenStore.get(payer === 'company' ? 'coop' : 'standart'),
      PaymentService: method,
      RefillAmount: (kopecks / 100).toFixed(2),
      ...(phone ? { phone } : {}),
    },
  });
  return answer.RedirectURL;
}
