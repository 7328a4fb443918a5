import { DEBIT_OPERATION_TYPES, isAnyZone } from '@city-parking/contract/operations/operation';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { utcOffsetMinutes } from '@city-parking/contract/tariff/city-time';
import type { OperationRow } from '../tables.ts';
import type { ExportTexts } from './export-texts.ts';

/** One operation as a line of an exported history. */
export interface ExportRow {
  /**
   * The city's wall-clock time written as if it were UTC: spreadsheets keep dates without a zone,
   * so this is the value that shows the city's clock whatever the reader's time zone.
   */
  cityClock: Date;
  /** The same, as text (DD.MM.YYYY HH:mm). */
  date: string;
  operation: string;
  /** Signed kopecks: what the operation took from the driver is negative. */
  kopecks: number;
  description: string;
  status: string;
}

const DATE = 'DD.MM.YYYY';
const TIME = 'HH:mm';

/** The period paid for on the city's clock; the end date is named only when it is another day. */
function periodOf(start: Date, end: Date | null, timeZone: string): string {
  const from = formatDateTime(start, `${DATE} ${TIME}`, timeZone);
  if (!end) return from;
  const sameDay = formatDateTime(start, DATE, timeZone) === formatDateTime(end, DATE, timeZone);
  return `${from}–${formatDateTime(end, sameDay ? TIME : `${DATE} ${TIME}`, timeZone)}`;
}

/** An operation of the history as a line of the exported file, in the texts' language. */
export function toExportRow(row: OperationRow, timeZone: string, texts: ExportTexts): ExportRow {
  const at = row.occurred_at;
  const amount = Number(row.amount);
  const zone = row.zone_number ?? row.parking_code;
  const description = [
    zone ? (isAnyZone(zone) ? texts.allZones : texts.zoneOf(zone)) : null,
    row.plate,
    row.starts_at ? periodOf(row.starts_at, row.ends_at, timeZone) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    cityClock: new Date(at.getTime() + utcOffsetMinutes(at, timeZone) * 60_000),
    date: formatDateTime(at, `${DATE} ${TIME}`, timeZone),
    operation: texts.types[row.type],
    kopecks: DEBIT_OPERATION_TYPES.includes(row.type) ? -amount : amount,
    description,
    status: texts.statuses[row.status],
  };
}
