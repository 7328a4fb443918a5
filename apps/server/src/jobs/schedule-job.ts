import type { FastifyInstance } from 'fastify';

/** Background work of one city, run every `everyMs` while the server is up. */
export interface Job {
  /** The job's queue in the city's database; unique within a city. */
  name: string;
  /**
   * The period. Whole minutes that divide an hour, whole hours that divide a day, or a day run on
   * the clock's marks (cron, UTC); any other period is counted from the epoch.
   */
  everyMs: number;
  /** Also run once when the server is ready, before it answers, for work the first request relies on. */
  atStart?: boolean;
  /** Short work: a job that has much to do does it in pages and leaves the rest to its next run. */
  run: () => Promise<void>;
}

/**
 * Hands jobs to the city's job runner (jobs/job-runner.ts): from the moment the server is ready
 * until it closes each runs once per period on the city's job queue, never twice at once and never
 * twice for one period, however many server processes share the database. A failed run is logged
 * and the work is done at the next period. A job that also runs at start runs in every process
 * that starts, so every job must still be safe to run twice at once (conditional updates,
 * idempotent deletes).
 */
export function scheduleJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  if (!app.jobRunner) throw new Error('jobs are scheduled inside a city app');
  app.jobRunner.add(jobs);
}
