import { postSessionPayment, useSessionPaymentMutation, type SessionPaymentInput } from './session-payment-call.ts';

/**
 * POST /api/payment/break/v1 (spec cancelDefferedSession): the driver cancels an active session,
 * confirming that the vehicle has left and answering for the time it stood; it ends now and is paid
 * like a stopped one (the amount and the provider's page), a deferred parking until then.
 */
export const cancelDeferredSession = (input: SessionPaymentInput) => postSessionPayment('/api/payment/break/v1', input);

export const useCancelDeferredSession = () => useSessionPaymentMutation(cancelDeferredSession);
