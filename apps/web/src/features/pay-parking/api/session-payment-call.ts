import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEndNoBalanceResponse, type TEndNoBalanceResponse } from '@city-parking/contract/payments/no-balance';
import { getProfileQueryOptions } from '@/domains/profile/api/get-profile.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { returnPage } from '@/domains/payments/return-page.ts';

/** What the calls that end or pay a no-balance session take. */
export interface SessionPaymentInput {
  /** The session's id. */
  orderId: number;
  /** A provider method of the city. */
  paymentService: string;
  /** The payer's phone for methods that need one. */
  phone: string | null;
}

/**
 * The shared body of stop (cancel/v2), cancel (break/v1) and deferred payment (deffered/v1): each
 * answers the roubles due and the provider's page for them.
 */
export async function postSessionPayment(path: string, input: SessionPaymentInput): Promise<TEndNoBalanceResponse> {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  const answer = await fetchAnswer(path, ZEndNoBalanceResponse, {
    method: 'POST',
    body: {
      Token: tokenStore.get('standart'),
      OrderId: input.orderId,
      PaymentService: input.paymentService,
      ...(input.phone ? { phone: input.phone } : {}),
    },
  });
  // Some providers' links come with a comma for a dot (spec §3, payment response).
  return { ...answer, RedirectURL: answer.RedirectURL.replace(/,/g, '.') };
}

/** Answers that say the listed session is not what the server has any more: the list is asked again. */
const STALE_SESSION = new Set(['ParkingSessionWasFree', 'ParkingSessionIsOver', 'ParkingSessionNotFound']);

/**
 * A mutation over one of those calls. Success moves the session (active to waiting, waiting to
 * paid on the provider's word), and a free session is closed: the sessions list is refreshed then.
 */
export function useSessionPaymentMutation(call: (input: SessionPaymentInput) => Promise<TEndNoBalanceResponse>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(tokenStore.get('standart')).queryKey });
  return useMutation({
    mutationFn: call,
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && STALE_SESSION.has(error.errorName)) void refresh();
    },
  });
}
