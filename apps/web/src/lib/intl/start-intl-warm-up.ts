/**
 * The first date formatter a page builds holds the main thread for 35–50 ms in Chromium (this
 * project's machine, no CPU slowdown), while ICU loads its locale and time-zone data. ICU keeps that
 * data for the whole renderer process, so when a worker has built the same formatter first, the
 * page's first one takes under a millisecond (0.3–0.5 ms). Started with the app,
 * while it waits for the network; where workers are missing or refused, the page pays as before.
 */
export function startIntlWarmUp(timeZones: readonly string[]): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url)).postMessage([...timeZones]);
  } catch {
    // A worker refused (a content security policy, a private mode): nothing is lost but the head start.
  }
}
