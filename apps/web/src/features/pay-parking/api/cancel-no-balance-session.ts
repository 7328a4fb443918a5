import { postSessionPayment, useSessionPaymentMutation, type SessionPaymentInput } from './session-payment-call.ts';

/**
 * POST /api/payment/cancel/v2 (spec cancelNoBalanceSession): stops an active session now (postpones
 * its payment) and answers what it cost with the provider's page; until paid it is a deferred parking.
 */
export const cancelNoBalanceSession = (input: SessionPaymentInput) => postSessionPayment('/api/payment/cancel/v2', input);

export const useCancelNoBalanceSession = () => useSessionPaymentMutation(cancelNoBalanceSession);
