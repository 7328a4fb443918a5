import type { Job } from '../../jobs/schedule-job.ts';
import type { MonthlyMailService } from './monthly-mail-service.ts';

/**
 * The monthly e-mails' check: every 10 minutes it sends what is due (nothing, once a month's mails
 * are out), so the mails go out within minutes of the city's midnight on the first day, and a run
 * with more than its share leaves the rest to the next.
 */
export const monthlyMailJobs = (mails: MonthlyMailService): Job[] => [
  { name: 'statements:monthly-mails', everyMs: 10 * 60_000, run: async () => void (await mails.runDue()) },
];
