import { clockPartsAt } from '@city-parking/contract/format/clock-parts';

/** Builds the date formatters the pages use for these time zones; a zone the runtime does not know is skipped. */
export function warmIntl(timeZones: readonly string[]): void {
  const now = new Date();
  for (const timeZone of new Set(timeZones)) {
    try {
      clockPartsAt(now, timeZone);
    } catch {
      // An unknown zone: the page's own formatting meets it and reports it.
    }
  }
}
