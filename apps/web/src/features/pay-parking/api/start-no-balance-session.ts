import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStartNoBalanceResponse } from '@city-parking/contract/payments/no-balance';
import { getProfileQueryOptions } from '@/domains/profile/api/get-profile.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { sessionStartBody, type SessionStartPlace } from '@/domains/parking/session-start-body.ts';

export interface StartNoBalanceInput extends SessionStartPlace {
  /** One per submission (newRequestId): a repeated request with it cannot start a second session. */
  requestId: string;
}

/**
 * POST /api/payment/start/v2 (spec startNoBalanceSession): the session starts without paying and
 * without a duration; its cost accrues until it is stopped. Resolves to the new session's id.
 */
export async function startNoBalanceSession(input: StartNoBalanceInput): Promise<number> {
  const answer = await fetchAnswer('/api/payment/start/v2', ZStartNoBalanceResponse, {
    method: 'POST',
    body: { ...sessionStartBody(tokenStore.get('standart'), input), RequestId: input.requestId },
  });
  return answer.sessionId;
}

/** The new session is listed in the profile: it is asked again after a start. */
export function useStartNoBalanceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startNoBalanceSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(tokenStore.get('standart')).queryKey }),
  });
}
