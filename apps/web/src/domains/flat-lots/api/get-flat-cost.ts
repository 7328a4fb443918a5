import { ZCostPlaneResponse, type TCostPlaneResponse } from '@city-parking/contract/flat/cost-plane';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { authorization } from '../authorization.ts';

/** GET /backend/v2/costPlane: what a ticket owes now, and the quote that payFlatTicket takes. */
export async function getFlatCost(input: { ticketNumber: string; parkingNumber: string }, token: string): Promise<TCostPlaneResponse['result']> {
  const answer = await fetchAnswer('/backend/v2/costPlane', ZCostPlaneResponse, { query: input, headers: authorization(token) });
  return answer.result;
}
