import type { TFineCoverage } from '@city-parking/contract/fines/fines';
import { formatFineDate, formatTime } from '@city-parking/contract/format/format-date';

/** The key and values of the card's sentence on what covered a fine; times on the city's clock. */
export function coverageNotice(coverage: TFineCoverage, timeZone: string): { key: string; values: Record<string, string> } {
  if (coverage.kind === 'typo') return { key: 'fines.coverage.typo', values: { plate: coverage.plate } };
  const time = formatTime(coverage.at, timeZone);
  // The end on another day than the offence names its date too.
  const sameDay = formatFineDate(coverage.at, timeZone).slice(0, 10) === formatFineDate(coverage.until, timeZone).slice(0, 10);
  const until = sameDay ? formatTime(coverage.until, timeZone) : formatFineDate(coverage.until, timeZone);
  const key = coverage.kind === 'subscription' && coverage.zone === '' ? 'fines.coverage.subscriptionAnyZone' : `fines.coverage.${coverage.kind}`;
  return { key, values: { time, zone: coverage.zone, until } };
}
