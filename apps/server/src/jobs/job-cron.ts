const MINUTE_MS = 60_000;

/**
 * The cron expression that fires every `everyMs` on the clock's own marks (every 5 minutes at :00,
 * :05, …), or null when cron cannot say it (under a minute, or a period that does not divide an
 * hour or a day): such a job is sent once per period instead (see job-runner.ts).
 */
export function cronOf(everyMs: number): string | null {
  if (everyMs <= 0 || everyMs % MINUTE_MS !== 0) return null;
  const minutes = everyMs / MINUTE_MS;
  if (minutes < 60) return 60 % minutes === 0 ? (minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`) : null;
  if (minutes % 60 !== 0) return null;
  const hours = minutes / 60;
  if (hours < 24) return 24 % hours === 0 ? (hours === 1 ? '0 * * * *' : `0 */${hours} * * *`) : null;
  return hours === 24 ? '0 0 * * *' : null;
}
