import type { Job } from '../../jobs/schedule-job.ts';
import type { BankPaymentService } from './bank-payment-service.ts';

/** Documents per run: each is its own short transaction, the rest waits for the next run. */
const PAGE = 50;

/**
 * Payment documents' background work: a document past its time expires with its waiting payment,
 * which never expires by itself (a bank transfer has no provider to refund through), so the
 * driver's history stops showing it pending and a late bank payment is reported `expired`.
 */
export const documentJobs = (bankPayments: BankPaymentService): Job[] => [
  { name: 'payment-documents:expire', everyMs: 5 * 60_000, run: async () => void (await bankPayments.expireDue(PAGE)) },
];
