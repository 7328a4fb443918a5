import type { Job } from '../../jobs/schedule-job.ts';
import type { NotificationSender } from './notification-sender.ts';

/** Often enough that a reminder 15 minutes ahead comes within half a minute of its time. */
const EVERY_MS = 30 * 1000;

/** Plans and sends the parking reminders and notices of one city. */
export function notificationJob(sender: NotificationSender): Job {
  return { name: 'parking-notifications', everyMs: EVERY_MS, run: async () => void (await sender.run()) };
}
