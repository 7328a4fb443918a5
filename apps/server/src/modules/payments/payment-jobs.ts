import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/schedule-job.ts';
import type { PaymentService } from './payment-service.ts';
import type { YooKassaClient } from './providers/yookassa-client.ts';
import { confirmYookassaPayment } from './yookassa-confirm.ts';

/** Rows per run: short transactions, the rest waits for the next run. */
const PAGE = 50;

/** Provider payments asked about per run; each is a request to the provider's API. */
const CONFIRM_PAGE = 20;

/**
 * The payment service's background work: waiting payments past their expiry become expired (a later
 * completion is refunded), refunds the provider has not confirmed are asked for again, and, with
 * YooKassa, payments whose notification has not come are asked about as the notification would.
 */
export function paymentJobs(payments: PaymentService, yookassa: YooKassaClient | null, log: FastifyBaseLogger): Job[] {
  const jobs: Job[] = [
    { name: 'payments:expire', everyMs: 60_000, run: async () => void (await payments.expireWaiting(PAGE)) },
    { name: 'payments:refunds', everyMs: 5 * 60_000, run: async () => void (await payments.retryRefunds(PAGE)) },
  ];
  if (yookassa) {
    jobs.push({
      name: 'payments:confirm',
      everyMs: 60_000,
      run: async () => {
        for (const payment of await payments.takeUnconfirmed(CONFIRM_PAGE)) {
          // One payment the API will not answer for must not hold up the rest of the page.
          await confirmYookassaPayment(yookassa, payments, payment, log).catch((error: unknown) =>
            log.warn({ paymentId: payment.id, reason: (error as Error).message }, 'payment not confirmed with YooKassa'),
          );
        }
      },
    });
  }
  return jobs;
}
