import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BALANCE_METHOD, ZStartResponse } from '@city-parking/contract/payments/session-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { sessionStartBody, type SessionStartPlace } from '@/domains/parking/session-start-body.ts';
import { refreshAfterBalancePayment } from '@/domains/payments/api/refresh-after-balance-payment.ts';
import { returnPage } from '@/domains/payments/return-page.ts';

export interface StartParkingInput extends SessionStartPlace {
  /** Minutes. */
  duration: number;
  /** A provider method, or the balance. */
  paymentService?: string;
  phone?: string | null;
  /** ISO instant of a post-payment's start. */
  timestart?: string;
  /** One per submission (newRequestId): a repeated request with it cannot start a second session. */
  requestId: string;
}

/** POST /api/payment/start: paid from the balance it answers the session, through a provider the link to pay. */
export async function startParking(input: StartParkingInput) {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  return fetchAnswer('/api/payment/start', ZStartResponse, {
    method: 'POST',
    body: {
      ...sessionStartBody(tokenStore.get('standart'), input),
      Duration: input.duration,
      PaymentService: input.paymentService ?? BALANCE_METHOD,
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.timestart ? { timestart: input.timestart } : {}),
      RequestId: input.requestId,
    },
  });
}

/** Starting a session changes the balance and the sessions: the profile and every cost are asked again. */
export function useStartParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startParking,
    onSuccess: async (answer) => {
      if (answer.RedirectURL) return;
      await refreshAfterBalancePayment(queryClient);
    },
  });
}
