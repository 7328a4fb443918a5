import { formatDateTime } from '@city-parking/contract/format/format-date';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';

/** When a parking of `minutes` from `from` ends, on the city's clock: the time, and the date when it is not today's. */
export interface DurationEnd {
  time: string;
  /** DD.MM, only when the end falls on another day than `today`. */
  date?: string;
}

export function durationEnd(from: Date, minutes: number, today: Date, timeZone: string): DurationEnd {
  const end = new Date(from.getTime() + minutes * 60_000);
  const time = formatDateTime(end, 'HH:mm', timeZone);
  if (wallClockAt(end, timeZone).date === wallClockAt(today, timeZone).date) return { time };
  return { time, date: formatDateTime(end, 'DD.MM', timeZone) };
}
