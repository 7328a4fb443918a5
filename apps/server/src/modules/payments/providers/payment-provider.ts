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
  createPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
}
