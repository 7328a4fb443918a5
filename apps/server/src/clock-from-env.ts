import { ConfigError } from './config.ts';

/**
 * The server's clock from DEMO_CLOCK_START, an ISO 8601 instant with its offset
 * (`2026-03-31T23:45:00+03:00`): the clock reads that instant when the process starts and runs on
 * at the wall's pace, so that rows still follow one another. Demo only: it lets a browser test run
 * at a time of its choosing (a tariff's hour, midnight, a month's last day) whatever the wall says.
 * Unset, it is real time (undefined: the server's own default).
 */
export function clockFromEnv(env: NodeJS.ProcessEnv, demo: boolean, processStartedAt = performance.timeOrigin): (() => Date) | undefined {
  const text = env.DEMO_CLOCK_START?.trim();
  if (!text) return undefined;
  // Production must never run on a moved clock: money, codes and receipts would be dated wrongly.
  if (!demo) throw new ConfigError('Invalid configuration:\n  DEMO_CLOCK_START: allowed only with DEMO=1');
  // With no offset the instant would depend on the machine's time zone.
  const start = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(start)) {
    throw new ConfigError('Invalid configuration:\n  DEMO_CLOCK_START: an ISO 8601 instant with its offset, e.g. 2026-03-31T23:45:00+03:00');
  }
  const offset = start - processStartedAt;
  return () => new Date(Date.now() + offset);
}
