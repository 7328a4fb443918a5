import type { TDownloadFormat } from '@city-parking/contract/operations/operations-download';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';

/** The extension of each format: the screen's `xls` is sent as an Office Open XML workbook. */
const EXTENSIONS: Record<TDownloadFormat, string> = { xls: 'xlsx', pdf: 'pdf' };

/**
 * The export's file name, the same whatever the language (as every file the site names):
 * `operations-all-time.xlsx` for a period with neither bound; otherwise `operations-2026-11.xlsx`,
 * the month of the period's last day (a date on the city's clock), or of today on the city's clock
 * when the period runs up to now.
 */
export function exportFileName(format: TDownloadFormat, period: { start?: string | undefined; end?: string | undefined }, now: Date, timeZone: string): string {
  const extension = EXTENSIONS[format];
  if (!period.start && !period.end) return `operations-all-time.${extension}`;
  const day = period.end || wallClockAt(now, timeZone).date;
  return `operations-${day.slice(0, 7)}.${extension}`;
}
