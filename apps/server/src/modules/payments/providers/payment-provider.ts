import type { PaymentPurpose } from '../tables.ts';

/** A payment the service asks a provider to collect. */
export interface PaymentRequest {
  id: string;
  /** Kopecks. */
  amount: number;
  /** What the payment is for; the card widget is told it. */
  purpose: PaymentPurpose;
  description: string;
  /** The payer's phone, for methods that charge a phone account. */
  phone: string | null;
  /** The language the payer began in, for providers whose pages or widgets speak it. */
  language: 'ru' | 'en';
  /** The payer's e-mail when known, for providers that send a receipt to it. */
  email?: string | null;
}

/**
 * A payment provider: it answers where to send the browser to pay. It reports the outcome later
 * through the completion path (`paymentService.complete`), which real adapters reach from their
 * notification webhooks and the sandbox from its own page.
 */
export interface PaymentProvider {
  /** providerPaymentId: the provider's own id of the payment, by which its notifications name it. */
  createPayment(request: PaymentRequest): Promise<{ redirectUrl: string; providerPaymentId?: string }>;
}

/** A payment whose money, all of it or a part, goes back to the payer. */
export interface RefundRequest {
  id: string;
  /** Kopecks: the whole payment, or the part returned. */
  amount: number;
  providerPaymentId: string | null;
  /** The provider's idempotence key of this refund; absent for the refund of the whole payment (`refund:<id>`). */
  key?: string;
}

/**
 * Returns money a provider took. Retried with the same request until it succeeds, so it must be
 * idempotent per payment id and key; it throws when the provider did not confirm the refund.
 */
export type Refunder = (refund: RefundRequest) => Promise<void>;
