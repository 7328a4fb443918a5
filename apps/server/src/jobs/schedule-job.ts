import type { FastifyInstance } from 'fastify';

/** Background work of one city, run every `everyMs` while the server is up. */
export interface Job {
  name: string;
  everyMs: number;
  /** Also run once when the server is ready, before it answers, for work the first request relies on. */
  atStart?: boolean;
  /** Short work: a job that has much to do does it in pages and leaves the rest to its next run. */
  run: () => Promise<void>;
}

/**
 * Runs each job on its own timer from the moment the server is ready until it closes. A run that is
 * still going when the next one is due is not started twice; a failed run is logged and retried at
 * the next tick. Every job must be safe to run in two server processes at once (conditional updates,
 * idempotent deletes), since each process schedules its own.
 */
export function scheduleJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          await job.run();
        } catch (error) {
          app.log.error({ err: error, job: job.name }, 'job failed');
        } finally {
          running = false;
        }
      };
      if (job.atStart) await tick();
      timers.push(setInterval(() => void tick(), job.everyMs).unref());
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
