import type { Job } from '../../jobs/schedule-job.ts';
import type { PaymentService } from './payment-service.ts';

/** Rows per run: short transactions, the rest waits for the next run. */
const PAGE = 50;

/**
 * The payment service's background work: waiting payments past their expiry become expired (a later
 * completion is refunded), and refunds the provider has not confirmed are asked for again.
 */
export function paymentJobs(payments: PaymentService): Job[] {
  return [
    { name: 'payments:expire', everyMs: 60_000, run: async () => void (await payments.expireWaiting(PAGE)) },
    { name: 'payments:refunds', everyMs: 5 * 60_000, run: async () => void (await payments.retryRefunds(PAGE)) },
  ];
}
