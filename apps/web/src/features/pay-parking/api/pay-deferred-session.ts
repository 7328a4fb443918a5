import { postSessionPayment, useSessionPaymentMutation, type SessionPaymentInput } from './session-payment-call.ts';

/**
 * POST /api/payment/deffered/v1: a new provider payment for a waiting (deferred) session's amount;
 * a closed payment window can be tried again, and the session is paid once.
 */
export const payDeferredSession = (input: SessionPaymentInput) => postSessionPayment('/api/payment/deffered/v1', input);

export const usePayDeferredSession = () => useSessionPaymentMutation(payDeferredSession);
