import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import { toConfirmationAnswer } from '../payments/confirmation-answer.ts';
import type { DeferredPayment } from './no-balance-service.ts';
import type { PaymentOutcome } from './session-payment.ts';

/** A start or renewal: the session paid from the balance with its confirmation, or where the browser goes to pay. */
export const toPaymentAnswer = (outcome: PaymentOutcome) =>
  'redirectUrl' in outcome
    ? { status: 'ok', RedirectURL: outcome.redirectUrl }
    : { status: 'ok', sessionId: outcome.sessionId, confirmation: toConfirmationAnswer(outcome.purchase) };

/** A stopped or deferred no-balance session: roubles to pay and where to pay them. */
export const toDeferredAnswer = ({ amount, redirectUrl }: DeferredPayment) => ({
  status: 'ok',
  amountToPay: kopecksToRubles(amount),
  RedirectURL: redirectUrl,
});

/** A cancel: the roubles returned to the balance. */
export const toRefundAnswer = (refund: number) => ({ status: 'ok', refund: kopecksToRubles(refund) });
