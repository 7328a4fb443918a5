import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCancelResponse } from '@city-parking/contract/payments/session-calls';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { costKeys } from '@/domains/payments/api/get-cost.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';

/** POST /api/payment/cancel: ends a paid session early; resolves to the refund in roubles. */
export async function cancelSession(reservationId: number): Promise<number> {
  const answer = await fetchAnswer('/api/payment/cancel', ZCancelResponse, {
    method: 'POST',
    body: { Token: tokenStore.get('standart'), ReservationId: reservationId },
  });
  return answer.refund;
}

/** Cancels a session, then reloads the profile (sessions, balance) and any cost, whatever the answer. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      // A cost answer carries the balance, which the refund has just changed.
      void queryClient.invalidateQueries({ queryKey: costKeys.all });
    },
  });
}
