import { useMutation } from '@tanstack/react-query';
import { ZGuestStartResponse } from '@city-parking/contract/payments/guest';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { sessionStartBody, type SessionStartPlace } from '@/domains/parking/session-start-body.ts';
import { returnPage } from '@/domains/payments/return-page.ts';
import { withGuestToken } from './with-guest-token.ts';

export interface StartGuestParkingInput extends SessionStartPlace {
  /** Minutes. */
  duration: number;
  /** A provider method: a guest has no balance. */
  paymentService: string;
  /** The payer's 11 digits; the session is kept with it, for an account registered with it later. */
  phone: string;
  /** ISO instant of a post-payment's start. */
  timestart?: string;
}

/** POST /api/payment/start with the guest token: answers the provider's page, where the session is paid. */
export function startGuestParking(input: StartGuestParkingInput, token: string) {
  // The provider sends the browser back to /payment, which returns to this page.
  returnPage.remember();
  return fetchAnswer('/api/payment/start', ZGuestStartResponse, {
    method: 'POST',
    body: {
      ...sessionStartBody(token, input),
      Duration: input.duration,
      PaymentService: input.paymentService,
      phone: input.phone,
      ...(input.timestart ? { timestart: input.timestart } : {}),
    },
  });
}

export function useStartGuestParking() {
  return useMutation({ mutationFn: (input: StartGuestParkingInput, { client }) => withGuestToken(client, (token) => startGuestParking(input, token)) });
}
