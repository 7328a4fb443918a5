import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BALANCE_METHOD, ZRenewResponse } from '@city-parking/contract/payments/session-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { refreshAfterBalancePayment } from '@/domains/payments/api/refresh-after-balance-payment.ts';
import { returnPage } from '@/domains/payments/return-page.ts';

export interface RenewSessionInput {
  reservationId: number;
  /** Minutes added to the session's end. */
  duration: number;
  /** A provider method, or the balance. */
  paymentService?: string;
  phone?: string | null;
  /** One per submission (newRequestId): a repeated request with it cannot extend twice. */
  requestId: string;
}

/** POST /api/payment/renew: paid from the balance it answers the session, through a provider the link to pay. */
export async function renewSession(input: RenewSessionInput) {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  const answer = await fetchAnswer('/api/payment/renew', ZRenewResponse, {
    method: 'POST',
    body: {
      Token: tokenStore.get('standart'),
      ReservationId: input.reservationId,
      Duration: input.duration,
      PaymentService: input.paymentService ?? BALANCE_METHOD,
      ...(input.phone ? { phone: input.phone } : {}),
      RequestId: input.requestId,
    },
  });
  // Some providers' links come with a comma for a dot (spec §3, payment response).
  return answer.RedirectURL ? { ...answer, RedirectURL: answer.RedirectURL.replace(/,/g, '.') } : answer;
}

/** Extending from the balance changes the balance and the session's end: the profile and every cost are asked again. */
export function useRenewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSession,
    onSuccess: async (answer) => {
      if (answer.RedirectURL) return;
      await refreshAfterBalancePayment(queryClient);
    },
  });
}
