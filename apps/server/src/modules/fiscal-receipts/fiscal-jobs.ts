import type { Job } from '../../jobs/schedule-job.ts';
import type { FiscalReceiptService } from './fiscal-receipt-service.ts';

/** Receipts per run; each is a call to the register or the mail server. */
const PAGE = 20;

/**
 * Issues the receipts the register did not issue at once and sends the e-mails that did not go. It
 * also runs before the server answers, which makes a demo city's signing key before the site options
 * first publish it, so that no read of the options writes to the database.
 */
export function fiscalJobs(fiscalReceipts: FiscalReceiptService): Job[] {
  return [
    {
      name: 'fiscal:retry',
      everyMs: 60_000,
      atStart: true,
      run: async () => {
        await fiscalReceipts.publicKey();
        await fiscalReceipts.retryDue(PAGE);
      },
    },
  ];
}
