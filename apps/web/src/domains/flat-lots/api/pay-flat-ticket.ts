import { ZPayPlaneResponse, type TPayPlaneResponse } from '@city-parking/contract/flat/pay-plane';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { returnPage } from '@/domains/payments/return-page.ts';
import { authorization } from '../authorization.ts';

export interface PayFlatTicketInput {
  /** The quote (costPlane's sessionId) and its lot. */
  sessionId: string;
  parkingNumber: string;
  paymentService: string;
  /** The payer's phone, for a method that charges one. */
  phone?: string | null;
}

/** POST /backend/v2/payPlane: where to pay the quoted ticket, or a message when there is nothing to pay. */
export async function payFlatTicket(input: PayFlatTicketInput, token: string): Promise<TPayPlaneResponse['result']> {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  const answer = await fetchAnswer('/backend/v2/payPlane', ZPayPlaneResponse, {
    method: 'POST',
    headers: authorization(token),
    body: {
      paymentService: input.paymentService,
      parkingNumber: input.parkingNumber,
      sessionId: input.sessionId,
      ...(input.phone ? { phone: input.phone } : {}),
    },
  });
  return answer.result;
}
