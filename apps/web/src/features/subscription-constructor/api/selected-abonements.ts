import { useMutation } from '@tanstack/react-query';
import {
  ZSelectedAbonementsResponse,
  type TConstructorOffer,
  type TSelectedAbonementsRequest,
} from '@city-parking/contract/subscriptions/subscription-constructor';
import { useToken } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from './authorization.ts';

/**
 * POST /backend/v2/selectedAbonements: the offers built for zones, a start date and a day count.
 * Sent as JSON, so that the zones stay a list and the timing a number.
 */
export async function selectedAbonements(token: string, input: TSelectedAbonementsRequest): Promise<TConstructorOffer[]> {
  const answer = await fetchAnswer('/backend/v2/selectedAbonements', ZSelectedAbonementsResponse, {
    method: 'POST',
    body: input,
    json: true,
    headers: authorization(token),
  });
  return answer.result;
}

/**
 * The search as a mutation: it runs on the driver's click only, and `reset()` drops its results
 * when the form changes (a query would keep showing them under the new choice).
 */
export function useSelectedAbonements() {
  const token = useToken('standart');
  return useMutation({ mutationFn: (input: TSelectedAbonementsRequest) => selectedAbonements(token, input) });
}
