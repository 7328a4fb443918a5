import type { TPayerPaymentStatus } from '@city-parking/contract/payments/payment-status';
import type { ProviderPayment } from './tables.ts';

/**
 * A payment's status in the words its payer reads (the /payment page): still waiting is
 * `processing` until its expiry passes, a refund under way is already `refunded`, declined is `failed`.
 */
export function payerStatusOf(payment: Pick<ProviderPayment, 'status' | 'expires_at'>, now: Date): TPayerPaymentStatus {
  switch (payment.status) {
    case 'wait':
      return payment.expires_at !== null && payment.expires_at <= now ? 'expired' : 'processing';
    case 'done':
    case 'expired':
      return payment.status;
    case 'refunding':
    case 'refunded':
      return 'refunded';
    case 'declined':
      return 'failed';
  }
}
